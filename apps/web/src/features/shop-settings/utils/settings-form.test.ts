import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../../test/shop-fixtures.ts';
import { isSettingsField, prepareSettings, settingsFormValues } from './settings-form.ts';

const saved = makeSettings();
const form = (changes: Partial<ReturnType<typeof settingsFormValues>> = {}) => ({
  ...settingsFormValues(saved),
  ...changes,
});

describe('settingsFormValues', () => {
  it('shows every setting as typed text, unset ones empty', () => {
    expect(settingsFormValues(saved)).toEqual({
      shopName: 'Bakery Supply Shop',
      address: '12 Rizal Ave, Quezon City',
      phone: '+639171234567',
      hours: 'Mon to Sat, 7:00 AM to 5:00 PM',
      gcashNumber: '09171234567',
      gcashName: 'Juan Dela Cruz',
      facebookUrl: 'https://facebook.com/bakerysupply',
      instagramUrl: '',
      gmailAddress: 'bakerysupply@gmail.com',
      contactUrl: '',
      minimumOrder: '500',
      cutoffTime: '15:00',
      closedWeekdays: [0],
      closedDates: ['2026-12-25'],
      maxPickupsPerDay: '20',
      maxDeliveriesPerDay: '',
    });
  });
});

describe('prepareSettings', () => {
  it('says unchanged when nothing changed (spaces around a text do not count)', () => {
    expect(prepareSettings(form({ phone: ' +639171234567 ' }), saved)).toEqual({
      kind: 'unchanged',
    });
  });

  it('sends only the changed fields, trimmed, with emptied ones as null', () => {
    expect(
      prepareSettings(
        form({
          hours: '  Mon to Sun, 6:00 AM to 6:00 PM ',
          facebookUrl: '',
          minimumOrder: '1,500.50',
          cutoffTime: '',
          maxPickupsPerDay: '',
          maxDeliveriesPerDay: '8',
          closedWeekdays: [6, 0],
          closedDates: ['2027-01-01', '2026-12-25'],
        }),
        saved,
      ),
    ).toEqual({
      kind: 'ready',
      body: {
        hours: 'Mon to Sun, 6:00 AM to 6:00 PM',
        facebookUrl: null,
        minimumOrder: 1500.5,
        cutoffTime: null,
        maxPickupsPerDay: null,
        maxDeliveriesPerDay: 8,
        closedWeekdays: [0, 6],
        closedDates: ['2026-12-25', '2027-01-01'],
      },
    });
  });

  it('explains amounts and limits that are not numbers, without sending', () => {
    expect(prepareSettings(form({ minimumOrder: '0', maxPickupsPerDay: '2.5' }), saved)).toEqual({
      kind: 'invalid',
      errors: {
        minimumOrder:
          'Minimum order must be a peso amount above 0 with at most 2 decimals (empty: no minimum)',
        maxPickupsPerDay: 'Pickups per day must be a whole number, 1 or more (empty: no limit)',
      },
    });
  });

  it("gives the contract's message per field: https links, a Gmail address, a limit of 0, a shop name", () => {
    expect(
      prepareSettings(
        form({
          shopName: '  ',
          instagramUrl: 'http://instagram.com/shop',
          gmailAddress: 'not-an-email',
          maxDeliveriesPerDay: '0',
        }),
        saved,
      ),
    ).toEqual({
      kind: 'invalid',
      errors: {
        shopName: 'Shop name is required',
        instagramUrl: 'Instagram address must be an https:// address',
        gmailAddress: 'Gmail address must be an email address',
        maxDeliveriesPerDay: 'Deliveries per day must be at least 1',
      },
    });
  });
});

describe('isSettingsField', () => {
  it('knows the inputs of the form, and only those', () => {
    expect(isSettingsField('closedDates')).toBe(true);
    expect(isSettingsField('gcashNumber')).toBe(true);
    expect(isSettingsField('body')).toBe(false);
    expect(isSettingsField(undefined)).toBe(false);
  });
});
