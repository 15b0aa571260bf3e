import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryZone, ShopSettings } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { makeSettings } from '../../../test/shop-fixtures.ts';
import { buttonFill, rgb } from '../../../test/dialogs.ts';
import { screenWidth } from '../../../test/screen-width.ts';

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

const saved = makeSettings({ closedDates: ['2026-12-25', '2027-01-01'] });
const quezon: DeliveryZone = {
  _id: '7a1e0c9e-1111-4aaa-8bbb-000000000001',
  name: 'Quezon City',
  fee: 50,
  freeFrom: 3000,
  active: true,
};
const marikina: DeliveryZone = {
  _id: '7a1e0c9e-1111-4aaa-8bbb-000000000002',
  name: 'Marikina',
  fee: 80,
  freeFrom: null,
  active: false,
};

const mockApi = (handlers: MockHandlers = {}) =>
  mockApiAs('admin', {
    getShopSettings: { body: { settings: saved } },
    getDeliveryZones: { body: { zones: [quezon, marikina] } },
    ...handlers,
  });

const openPage = async () => {
  renderRoute('/admin-settings', { role: 'admin' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Shop Settings' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  return screen.findByRole('form', { name: 'Shop settings' });
};
const input = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);
const named = (name: string) => (c: { name: string | undefined }) => c.name === name;

describe('/admin-settings', { timeout: 20_000 }, () => {
  it('is linked from the admin drawer as Settings, after Cashier and before Notifications', async () => {
    mockApi();
    await openPage();
    await waitFor(() => expect(document.title).toBe('Shop Settings · Bakery Supply Shop'));
    const drawer = screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0]!;
    const items = within(drawer)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Analytics',
      'Products',
      'Stock',
      'New Sale',
      'Import / Export',
      'Cashier',
      'Settings',
      'Notifications',
      'Logout',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows every setting as saved', async () => {
    mockApi();
    const form = await openPage();
    expect(input(form, /^Shop name/)).toHaveValue('Bakery Supply Shop');
    expect(input(form, /^Address/)).toHaveValue('12 Rizal Ave, Quezon City');
    expect(input(form, /^Phone/)).toHaveValue('+639171234567');
    expect(input(form, /^Hours/)).toHaveValue('Mon to Sat, 7:00 AM to 5:00 PM');
    expect(input(form, /^GCash number/)).toHaveValue('09171234567');
    expect(input(form, /^GCash name/)).toHaveValue('Juan Dela Cruz');
    expect(input(form, /^Facebook page/)).toHaveValue('https://facebook.com/bakerysupply');
    expect(input(form, /^Instagram page/)).toHaveValue('');
    expect(input(form, /^Gmail address/)).toHaveValue('bakerysupply@gmail.com');
    expect(input(form, /^Contact page/)).toHaveValue('');
    expect(input(form, /^Minimum order/)).toHaveValue('500');
    expect(input(form, /^Cut-off time/)).toHaveValue('15:00');
    expect(input(form, /^Cut-off time/)).toHaveAttribute('type', 'time');
    expect(input(form, /^Max pickups per day/)).toHaveValue('20');
    expect(input(form, /^Max deliveries per day/)).toHaveValue('');
    expect(input(form, /^Booking window \(days\)/)).toHaveValue('30');
    const weekdays = within(form).getByRole('group', { name: 'Closed every week on' });
    expect(
      within(weekdays)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Sunday', true],
      ['Monday', false],
      ['Tuesday', false],
      ['Wednesday', false],
      ['Thursday', false],
      ['Friday', false],
      ['Saturday', false],
    ]);
    const dates = within(form).getByRole('list', { name: 'Closed dates' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dec 25, 2026Friday', 'Jan 1, 2027Friday']);
  });

  it('saves only the changed fields, says Settings saved and reads the settings again', async () => {
    const after: ShopSettings = {
      ...saved,
      hours: 'Mon to Sun, 6:00 AM to 6:00 PM',
      facebookUrl: null,
      instagramUrl: 'https://instagram.com/bakerysupply',
      cutoffTime: '14:30',
      closedWeekdays: [0, 6],
      closedDates: ['2027-01-01', '2027-04-09'],
      maxDeliveriesPerDay: 8,
      bookingDays: 14,
    };
    const { calls } = mockApi({
      getShopSettings: () => ({
        body: { settings: calls.some(named('updateShopSettings')) ? after : saved },
      }),
      updateShopSettings: { body: { settings: after } },
    });
    const form = await openPage();
    await user.clear(input(form, /^Hours/));
    await user.type(input(form, /^Hours/), 'Mon to Sun, 6:00 AM to 6:00 PM');
    await user.clear(input(form, /^Facebook page/));
    await user.type(input(form, /^Instagram page/), 'https://instagram.com/bakerysupply');
    await user.clear(input(form, /^Cut-off time/));
    await user.type(input(form, /^Cut-off time/), '14:30');
    await user.type(input(form, /^Max deliveries per day/), '8');
    await user.clear(input(form, /^Booking window \(days\)/));
    await user.type(input(form, /^Booking window \(days\)/), '14');
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('button', { name: 'Remove 2026-12-25' }));
    await user.type(within(form).getByLabelText('Closed date'), '2027-04-09');
    await user.click(within(form).getByRole('button', { name: 'Add Date' }));
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.filter(named('updateShopSettings'))).toMatchObject([
      {
        method: 'PUT',
        body: {
          hours: 'Mon to Sun, 6:00 AM to 6:00 PM',
          facebookUrl: null,
          instagramUrl: 'https://instagram.com/bakerysupply',
          cutoffTime: '14:30',
          closedWeekdays: [0, 6],
          closedDates: ['2027-01-01', '2027-04-09'],
          maxDeliveriesPerDay: 8,
          bookingDays: 14,
        },
      },
    ]);
    expect(Object.keys(calls.find(named('updateShopSettings'))!.body as object)).toHaveLength(8);
    await waitFor(() => expect(calls.filter(named('getShopSettings'))).toHaveLength(2));
    // The form now holds what was saved: saving again changes nothing.
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(calls.filter(named('updateShopSettings'))).toHaveLength(1);
  });

  it('sends nothing and says so when nothing changed', async () => {
    const { calls } = mockApi();
    const form = await openPage();
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(calls.some(named('updateShopSettings'))).toBe(false);
  });

  it('explains a bad amount and a plain http link beside their fields without sending', async () => {
    const { calls } = mockApi();
    const form = await openPage();
    await user.clear(input(form, /^Minimum order/));
    await user.type(input(form, /^Minimum order/), 'five hundred');
    await user.type(input(form, /^Contact page/), 'http://bakerysupply.ph');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(form).findByText(
        'Minimum order must be a peso amount above 0 with at most 2 decimals (empty: no minimum)',
      ),
    ).toBeInTheDocument();
    expect(input(form, /^Minimum order/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(form, /^Minimum order/)).toHaveFocus();
    expect(calls.some(named('updateShopSettings'))).toBe(false);

    await user.clear(input(form, /^Minimum order/));
    await user.type(input(form, /^Minimum order/), '750');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(form).findByText('Contact address must be an https:// address'),
    ).toBeInTheDocument();
    expect(input(form, /^Contact page/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some(named('updateShopSettings'))).toBe(false);
  });

  it('refuses the same closed date twice', async () => {
    mockApi();
    const form = await openPage();
    await user.click(within(form).getByRole('button', { name: 'Add Date' }));
    expect(await within(form).findByText('Choose a date to add')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Closed date'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Add Date' }));
    expect(await within(form).findByText('That date is already in the list')).toBeInTheDocument();
    expect(
      within(within(form).getByRole('list', { name: 'Closed dates' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("shows the server's refusal beside the field it names, or above Save Settings", async () => {
    let answer = {
      status: 400,
      body: { message: 'GCash number is not valid', field: 'gcashNumber' },
    };
    const { calls } = mockApi({ updateShopSettings: () => answer });
    const form = await openPage();
    await user.clear(input(form, /^GCash number/));
    await user.type(input(form, /^GCash number/), '0917 123 4567');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText('GCash number is not valid')).toBeInTheDocument();
    expect(input(form, /^GCash number/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(form, /^GCash number/)).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find(named('updateShopSettings'))?.body).toEqual({
      gcashNumber: '0917 123 4567',
    });

    answer = { status: 403, body: { message: 'Admins only.' } } as typeof answer;
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Admins only.');
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('puts a refusal about one closed date under the Closed dates list', async () => {
    mockApi({
      updateShopSettings: {
        status: 400,
        body: { message: 'Closed date must be a valid date (YYYY-MM-DD)', field: 'closedDates.1' },
      },
    });
    const form = await openPage();
    await user.click(within(form).getByRole('button', { name: 'Remove 2027-01-01' }));
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    const group = within(form).getByRole('group', { name: 'Closed dates (holidays)' });
    expect(
      await within(group).findByText('Closed date must be a valid date (YYYY-MM-DD)'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the settings cannot be read, and tries again on Retry', async () => {
    let failing = true;
    mockApi({
      getShopSettings: () =>
        failing
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : { body: { settings: saved } },
    });
    // The public settings call fails only on the server's side (500), which is retried three
    // times with backoff (2, 4 and 8 s) before the page says so: the clock is moved past them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderRoute('/admin-settings', { role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Shop Settings' });
    const message = 'Could not load the shop settings.';
    // Moved by hand, not inside waitFor, whose own time-out would run on the same clock.
    for (let step = 0; step < 40 && !screen.queryByText(message); step += 1)
      await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    const alert = screen.getByText(message);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Shop settings' })).toBeInTheDocument();
  });

  describe('Delivery Areas', () => {
    const areas = () => screen.findByRole('region', { name: 'Delivery Areas' });

    it('lists every area with its fee, free-from amount and whether it is active', async () => {
      mockApi();
      await openPage();
      const list = await within(await areas()).findByRole('list', { name: 'Delivery areas' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Quezon CityActiveFee ₱50.00 · free from ₱3,000.00',
        'MarikinaInactiveFee ₱80.00',
      ]);
      expect(
        within(items[0]!).getByRole('button', { name: 'Edit Quezon City' }),
      ).toBeInTheDocument();
      expect(
        within(items[1]!).getByRole('button', { name: 'Remove Marikina' }),
      ).toBeInTheDocument();
    });

    it('says delivery is free while there are no areas', async () => {
      mockApi({ getDeliveryZones: { body: { zones: [] } } });
      await openPage();
      expect(
        await within(await areas()).findByText('No delivery areas yet: delivery is free.'),
      ).toBeInTheDocument();
    });

    it('adds an area from the dialog, says so and reads the areas again', async () => {
      const pasig: DeliveryZone = {
        _id: '7a1e0c9e-1111-4aaa-8bbb-000000000003',
        name: 'Pasig',
        fee: 60,
        freeFrom: 2500,
        active: true,
      };
      const { calls } = mockApi({
        getDeliveryZones: () => ({
          body: {
            zones: calls.some(named('createDeliveryZone')) ? [quezon, marikina, pasig] : [quezon],
          },
        }),
        createDeliveryZone: { status: 201, body: { zone: pasig } },
      });
      await openPage();
      await user.click(within(await areas()).getByRole('button', { name: 'Add Delivery Area' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Delivery Area' });
      const d = within(dialog);
      expect(d.getByRole('switch', { name: 'Active' })).toBeChecked();
      await user.type(d.getByLabelText(/^Area name/), ' Pasig ');
      await user.type(d.getByLabelText(/^Fee/), '60');
      await user.type(d.getByLabelText(/^Free from \(subtotal\)/), '2500');
      await user.click(d.getByRole('button', { name: 'Add Area' }));

      expect(await screen.findByText('Delivery area added')).toBeInTheDocument();
      expect(calls.find(named('createDeliveryZone'))).toMatchObject({
        method: 'POST',
        body: { name: 'Pasig', fee: 60, freeFrom: 2500, active: true },
      });
      expect(await screen.findByText('Pasig')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Add Delivery Area' })).not.toBeInTheDocument(),
      );
      expect(calls.filter(named('getDeliveryZones'))).toHaveLength(2);
    });

    it('keeps the dialog open with the reason beside the field the server names', async () => {
      const { calls } = mockApi({
        createDeliveryZone: {
          status: 400,
          body: { message: 'An area with this name already exists', field: 'name' },
        },
      });
      await openPage();
      await user.click(within(await areas()).getByRole('button', { name: 'Add Delivery Area' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Delivery Area' });
      const d = within(dialog);
      await user.click(d.getByRole('button', { name: 'Add Area' }));
      expect(await d.findByText('Area name is required')).toBeInTheDocument();
      expect(d.getByText('Fee is required (0 for free delivery)')).toBeInTheDocument();
      expect(calls.some(named('createDeliveryZone'))).toBe(false);

      await user.type(d.getByLabelText(/^Area name/), 'Quezon City');
      await user.type(d.getByLabelText(/^Fee/), '0');
      await user.click(d.getByRole('switch', { name: 'Active' }));
      await user.click(d.getByRole('button', { name: 'Add Area' }));
      expect(await d.findByText('An area with this name already exists')).toBeInTheDocument();
      expect(d.getByLabelText(/^Area name/)).toHaveAttribute('aria-invalid', 'true');
      expect(calls.find(named('createDeliveryZone'))?.body).toEqual({
        name: 'Quezon City',
        fee: 0,
        freeFrom: null,
        active: false,
      });
    });

    it('edits an area prefilled, sending only what changed', async () => {
      const { calls } = mockApi({
        [`updateDeliveryZone:${quezon._id}`]: {
          body: { zone: { ...quezon, fee: 65, freeFrom: null } },
        },
      });
      await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Quezon City' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery Area' });
      const d = within(dialog);
      expect(d.getByLabelText(/^Area name/)).toHaveValue('Quezon City');
      expect(d.getByLabelText(/^Fee/)).toHaveValue('50');
      expect(d.getByLabelText(/^Free from/)).toHaveValue('3000');
      await user.clear(d.getByLabelText(/^Fee/));
      await user.type(d.getByLabelText(/^Fee/), '65');
      await user.clear(d.getByLabelText(/^Free from/));
      await user.click(d.getByRole('button', { name: 'Save Area' }));
      expect(await screen.findByText('Delivery area saved')).toBeInTheDocument();
      expect(calls.filter(named('updateDeliveryZone'))).toMatchObject([
        { method: 'PUT', params: { id: quezon._id }, body: { fee: 65, freeFrom: null } },
      ]);
      await waitFor(() => expect(calls.filter(named('getDeliveryZones'))).toHaveLength(2));
    });

    it('removes an area only after a red confirmation', async () => {
      const { calls } = mockApi({
        [`deleteDeliveryZone:${marikina._id}`]: { body: { message: 'Delivery area removed.' } },
      });
      await openPage();
      await user.click(await screen.findByRole('button', { name: 'Remove Marikina' }));
      expect(
        await screen.findByText(
          'The delivery area Marikina will be removed. Orders already placed keep its name and fee.',
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.some(named('deleteDeliveryZone'))).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Remove Marikina' }));
      const confirm = await screen.findByRole('button', { name: 'Yes, remove it' });
      // Removing is destructive: the confirming button is red.
      expect(buttonFill('Yes, remove it')).toBe(rgb('#c62828'));
      await act(() => user.click(confirm));
      expect(await screen.findByText('Delivery area removed')).toBeInTheDocument();
      expect(calls.filter(named('deleteDeliveryZone'))).toMatchObject([
        { method: 'DELETE', params: { id: marikina._id } },
      ]);
      await waitFor(() => expect(calls.filter(named('getDeliveryZones'))).toHaveLength(2));
    });
  });
});

describe("/admin-settings: the shop's payment QR code", { timeout: 20_000 }, () => {
  const uploadedAs = (letter: string) => ({
    url: `/uploads/${letter.repeat(32)}.webp`,
    variants: [320, 640, 1280].map((width) => ({
      width,
      url: `/uploads/${letter.repeat(32)}-${width}.webp`,
    })),
  });
  const picture = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gcash-qr.jpg', { type: 'image/jpeg' });

  /** The settings as the server holds them, changed by each save. */
  function serverWith(first: ShopSettings, nextUpload: { url: string }[]) {
    let current = first;
    return mockApi({
      getShopSettings: () => ({ body: { settings: current } }),
      uploadImage: () => ({ status: 201, body: nextUpload.shift() }),
      updateShopSettings: (call) => {
        current = { ...current, ...(call.body as Partial<ShopSettings>) };
        return { body: { settings: current } };
      },
    });
  }
  const gcashSection = () => screen.getByRole('region', { name: 'GCash' });
  const qrGroup = () => within(gcashSection()).getByRole('group', { name: 'Payment QR code' });

  it('at phone width uploads the picture with the photo upload and saves it at once', async () => {
    screenWidth(390);
    const first = uploadedAs('a');
    const { calls } = serverWith(saved, [first]);
    const form = await openPage();
    const group = qrGroup();
    expect(within(group).queryByRole('img')).toBeNull();
    expect(within(group).queryByRole('button', { name: 'Remove QR code' })).toBeNull();
    const file = within(group).getByLabelText('QR code picture file');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(within(group).getByRole('button', { name: 'Upload QR code' })).toBeEnabled();

    await user.upload(file, picture());

    expect(
      await within(group).findByRole('img', { name: "The shop's GCash QR code" }),
    ).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}-640.webp`);
    expect(await screen.findByText('Payment QR code saved')).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Replace QR code' })).toBeEnabled();
    // The product photos' upload (its multipart body is checked in the product dialog's test).
    expect(calls.filter(named('uploadImage')).map((c) => c.method)).toEqual(['POST']);
    expect(calls.filter(named('updateShopSettings')).map((c) => c.body)).toEqual([
      { paymentQrImage: first.url },
    ]);
    // The typed settings are untouched: saving them now has nothing to send.
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('No changes to save.')).toBeVisible();
    expect(calls.filter(named('updateShopSettings'))).toHaveLength(1);
  });

  it('replaces the picture with another upload, and removes it', async () => {
    screenWidth(390);
    const second = uploadedAs('b');
    const { calls } = serverWith({ ...saved, paymentQrImage: uploadedAs('a').url }, [second]);
    await openPage();
    const group = qrGroup();
    expect(within(group).getByRole('img', { name: "The shop's GCash QR code" })).toHaveAttribute(
      'src',
      `/uploads/${'a'.repeat(32)}-640.webp`,
    );

    await user.upload(within(group).getByLabelText('QR code picture file'), picture());
    await waitFor(() =>
      expect(within(group).getByRole('img', { name: "The shop's GCash QR code" })).toHaveAttribute(
        'src',
        `/uploads/${'b'.repeat(32)}-640.webp`,
      ),
    );

    await user.click(within(group).getByRole('button', { name: 'Remove QR code' }));
    expect(await screen.findByText('Payment QR code removed')).toBeVisible();
    expect(within(group).queryByRole('img')).toBeNull();
    expect(within(group).getByRole('button', { name: 'Upload QR code' })).toBeEnabled();
    expect(calls.filter(named('updateShopSettings')).map((c) => c.body)).toEqual([
      { paymentQrImage: second.url },
      { paymentQrImage: null },
    ]);
  });

  it("shows the server's refusal of the upload beside the button, and saves nothing", async () => {
    const { calls } = mockApi({
      uploadImage: { status: 400, body: { message: 'The file is not a JPEG, PNG or WebP image' } },
    });
    await openPage();
    const group = qrGroup();
    await user.upload(within(group).getByLabelText('QR code picture file'), picture());
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'The file is not a JPEG, PNG or WebP image',
    );
    expect(calls.filter(named('updateShopSettings'))).toHaveLength(0);
    expect(within(group).queryByRole('img')).toBeNull();
  });
});
