import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, retryRefused, SERVER_MESSAGES, type Notification } from '@shop/contract';
import { makeSettings } from '../../../test/shop-fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import { expectTabShown, tabLabels } from '../../../test/queries.ts';

// The signed-in admin's session check answers too; by default the shop texts and emails.
const mockApi = (handlers: MockHandlers) =>
  mockApiAs('admin', {
    getShopSettings: { body: { settings: makeSettings(), messaging: { sms: true, email: true } } },
    ...handlers,
  });

const user = userEvent.setup({ delay: null });

// 02:30 UTC is 10:30 AM in Manila.
const CREATED = '2026-11-20T02:30:00.000Z';

function message(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `eeeeeeee-0000-4000-8000-00000000000${n}`,
    orderId: `cccccccc-0000-4000-8000-00000000000${n}`,
    orderNumber: 1040 + n,
    channel: 'sms',
    recipient: '•••4567',
    orderStatus: 'approved',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: CREATED,
    nextAttemptAt: null,
    sentAt: '2026-11-20T02:30:05.000Z',
    ...overrides,
  };
}

const sent = message(1);
const pending = message(2, {
  channel: 'email',
  recipient: 'ma•••@gmail.com',
  orderStatus: 'ready',
  status: 'pending',
  attempts: 2,
  lastError: 'SMTP server unreachable',
  nextAttemptAt: '2026-11-20T02:31:00.000Z',
  sentAt: null,
});
const failed = message(3, {
  orderStatus: 'declined',
  status: 'failed',
  attempts: 7,
  lastError: 'Gateway answered 500',
  sentAt: null,
});
// Issue 25: past SMS_PER_NUMBER_PER_DAY a text is never sent; the list says why.
const skipped = message(4, {
  orderStatus: 'completed',
  status: 'skipped',
  attempts: 0,
  lastError: 'Daily limit of 10 texts to this number reached; not sent.',
  sentAt: null,
});
const all = [skipped, failed, pending, sent];

const listCalls = (calls: { name: string | undefined; search: string }[]) =>
  calls.filter((c) => c.name === 'listNotifications').map((c) => c.search);
const rowOf = async (orderNumber: number) =>
  (await screen.findByText(`Order #${orderNumber}`)).closest('tr')!;

describe('/admin-notifications', { timeout: 15_000 }, () => {
  it('is linked from the admin drawer as Notifications and titled like the other pages', async () => {
    mockApi({ listNotifications: { body: { notifications: [] } } });
    renderRoute('/admin-notifications', { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Notifications · Bakery Supply Shop'));
    const drawer = screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0]!;
    expect(
      within(drawer).getByRole('link', { name: 'Notifications', hidden: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says which messages the server is not set up to send (issue 29)', async () => {
    mockApi({
      listNotifications: { body: { notifications: [] } },
      getShopSettings: {
        body: { settings: makeSettings(), messaging: { sms: false, email: true } },
      },
    });
    renderRoute('/admin-notifications', { role: 'admin' });
    expect(await screen.findByText(MESSAGING_TEXTS.smsOff)).toBeVisible();
    expect(screen.queryByText(MESSAGING_TEXTS.emailOff)).toBeNull();
  });

  it('says nothing of the kind when texts and email are both set up', async () => {
    mockApi({ listNotifications: { body: { notifications: [sent] } } });
    renderRoute('/admin-notifications', { role: 'admin' });
    await screen.findAllByText('Order #1041');
    expect(screen.queryByText(MESSAGING_TEXTS.smsOff)).toBeNull();
    expect(screen.queryByText(MESSAGING_TEXTS.emailOff)).toBeNull();
  });

  it('lists every message on a desktop screen: order, channel, recipient, status, attempts, error and times', async () => {
    screenWidth(1440);
    const { calls } = mockApi({ listNotifications: { body: { notifications: all } } });
    renderRoute('/admin-notifications', { role: 'admin' });

    const table = await screen.findByRole('table', { name: 'Messages to customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'ORDER',
      'CHANNEL',
      'RECIPIENT',
      'STATUS',
      'ATTEMPTS',
      'LAST ERROR',
      'CREATED',
      'SENT / NEXT TRY',
      'ACTIONS',
    ]);
    // Every message, with no ?status= on the All tab.
    expect(listCalls(calls)).toEqual(['']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);

    expect(cells(await rowOf(1041))).toEqual([
      'Order #1041Approved',
      'Text message',
      '•••4567',
      'Sent',
      '1',
      '—',
      'Nov 20, 2026, 10:30 AM',
      'Nov 20, 2026, 10:30 AM',
      '',
    ]);
    expect(cells(await rowOf(1042))).toEqual([
      'Order #1042Ready',
      'Email',
      'ma•••@gmail.com',
      'Pending',
      '2',
      'SMTP server unreachable',
      'Nov 20, 2026, 10:30 AM',
      'Next try: Nov 20, 2026, 10:31 AM',
      '',
    ]);
    const failedRow = await rowOf(1043);
    expect(cells(failedRow).slice(0, 8)).toEqual([
      'Order #1043Declined',
      'Text message',
      '•••4567',
      'Failed',
      '7',
      'Gateway answered 500',
      'Nov 20, 2026, 10:30 AM',
      '—',
    ]);
    expect(cells(await rowOf(1044))).toEqual([
      'Order #1044Completed (thank you)',
      'Text message',
      '•••4567',
      'Skipped',
      '0',
      'Daily limit of 10 texts to this number reached; not sent.',
      'Nov 20, 2026, 10:30 AM',
      '—',
      '',
    ]);
    // Retry only on the failed one, named for its message.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    expect(
      within(failedRow).getByRole('button', { name: 'Retry text message for Order #1043' }),
    ).toBeEnabled();
  });

  it('shows one card per message on a phone', async () => {
    screenWidth(390);
    mockApi({ listNotifications: { body: { notifications: all } } });
    renderRoute('/admin-notifications', { role: 'admin' });

    const list = await screen.findByRole('list', { name: 'Messages to customers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const card = cards[2]!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Order #1042Email');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Toma•••@gmail.com');
    expect(card).toHaveTextContent('AboutReady');
    expect(card).toHaveTextContent('Attempts2');
    expect(card).toHaveTextContent('CreatedNov 20, 2026, 10:30 AM');
    expect(card).toHaveTextContent('Next tryNov 20, 2026, 10:31 AM');
    expect(card).toHaveTextContent('Last errorSMTP server unreachable');
    expect(cards[3]).toHaveTextContent('SentNov 20, 2026, 10:30 AM');
    expect(cards[3]).not.toHaveTextContent('Last error');
    expect(
      within(cards[1]!).getByRole('button', { name: 'Retry text message for Order #1043' }),
    ).toBeInTheDocument();
    // A skipped text: its reason, no Last error, and no Retry (it is not to be sent).
    expect(cards[0]).toHaveTextContent('Skipped');
    expect(cards[0]).toHaveTextContent(
      'ReasonDaily limit of 10 texts to this number reached; not sent.',
    );
    expect(cards[0]).not.toHaveTextContent('Last error');
    expect(within(cards[0]!).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('has tabs All, Pending, Sent, Failed and Skipped, each asking for its ?status= and kept in the address', async () => {
    const { calls } = mockApi({
      listNotifications: (call) => {
        const status = new URLSearchParams(call.search).get('status');
        return { body: { notifications: all.filter((m) => !status || m.status === status) } };
      },
    });
    const { router } = renderRoute('/admin-notifications', { role: 'admin' });
    const tabs = await screen.findByRole('tablist', { name: 'Which messages to show' });
    expect(tabLabels(tabs)).toEqual(['All', 'Pending', 'Sent', 'Failed', 'Skipped']);
    await screen.findByText('Order #1041');

    for (const [label, status] of [
      ['Pending', 'pending'],
      ['Sent', 'sent'],
      ['Failed', 'failed'],
      ['Skipped', 'skipped'],
    ] as const) {
      await user.click(within(tabs).getByRole('tab', { name: label }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toBe(`?status=${status}`));
      expectTabShown(tabs, label);
      expect(router.state.location.search).toBe(`?status=${status}`);
    }
    expect(await screen.findByText('Order #1044')).toBeInTheDocument();
    expect(screen.queryByText('Order #1043')).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Order #1041')).toBeInTheDocument();
  });

  it('opens on the tab named in the address', async () => {
    const { calls } = mockApi({ listNotifications: { body: { notifications: [failed] } } });
    renderRoute('/admin-notifications?status=failed', { role: 'admin' });
    expect(await screen.findByText('Order #1043')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(calls)).toEqual(['?status=failed']);
  });

  it('says Loading... first, then No messages yet., or what the tab has none of', async () => {
    mockApi({ listNotifications: { body: { notifications: [] } } });
    const { router } = renderRoute('/admin-notifications', { role: 'admin' });
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No messages yet.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No failed messages.')).toBeInTheDocument();
    await router.navigate('/admin-notifications?status=pending');
    expect(await screen.findByText('No pending messages.')).toBeInTheDocument();
  });

  it('says Failed to load messages. when the list cannot be read', async () => {
    mockApi({ listNotifications: { status: 403, body: { message: 'Forbidden' } } });
    renderRoute('/admin-notifications', { role: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages.');
  });

  it("sends a failed message again: shows the server's message and reads the list again", async () => {
    screenWidth(1440);
    let retried = false;
    const { calls } = mockApi({
      listNotifications: () => ({
        body: {
          notifications: retried
            ? [{ ...failed, status: 'pending', attempts: 0, nextAttemptAt: CREATED }]
            : [failed],
        },
      }),
      [`retryNotification:${failed._id}`]: () => {
        retried = true;
        return {
          body: {
            message: SERVER_MESSAGES.notificationRequeued,
            notification: { ...failed, status: 'pending', attempts: 0 },
          },
        };
      },
    });
    renderRoute('/admin-notifications', { role: 'admin' });
    await user.click(
      await screen.findByRole('button', { name: 'Retry text message for Order #1043' }),
    );
    expect(await screen.findByText('Message queued to be sent again.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.name, c.params.id])).toEqual([['retryNotification', failed._id]]);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const row = await rowOf(1043);
    await waitFor(() => expect(within(row).getByText('Pending')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the message is no longer failed (409)", async () => {
    const refusal = retryRefused('sent');
    mockApi({
      listNotifications: { body: { notifications: [failed] } },
      retryNotification: { status: 409, body: { message: refusal } },
    });
    renderRoute('/admin-notifications', { role: 'admin' });
    await user.click(
      await screen.findByRole('button', { name: 'Retry text message for Order #1043' }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('is for the admin only: a cashier is sent to their own home', async () => {
    mockApiAs('cashier', { getProducts: { body: { products: [] } } });
    const { router } = renderRoute('/admin-notifications', { role: 'cashier' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashier-products'));
  });
});
