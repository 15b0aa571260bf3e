import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@shop/contract';
import { formResult } from '../../../test/form-result.ts';
import { makeSettings } from '../../../test/shop-fixtures.ts';
import {
  settingsForm,
  settingsFormValues,
  toSettingsBody,
  type SettingsFormValues,
} from './settings-form.ts';

const saved = makeSettings({ closedDates: ['2026-12-25', '2027-01-01'] });
const form = (changes: Partial<ReturnType<typeof settingsFormValues>> = {}) => ({
  ...settingsFormValues(saved),
  ...changes,
});

describe('settingsFormValues', () => {
  it('shows every setting as typed text, unset ones empty', () => {
    // The payment QR picture is not typed: it is not one of the form's fields.
    const { paymentQrImage: _picture, ...typed } = saved;
    expect(settingsFormValues(saved)).toEqual({
      ...typed,
      instagramUrl: '',
      contactUrl: '',
      minimumOrder: '500',
      maxPickupsPerDay: '20',
      maxDeliveriesPerDay: '',
      bookingDays: '30',
      searchSynonyms: 'pampaalsa = baking powder',
    });
  });
});

describe('the search words', () => {
  it('are typed one "word = meaning" a line; blank lines are skipped', () => {
    expect(
      prepareSettings(
        form({ searchSynonyms: 'pampaalsa = baking powder\n\n Gawgaw =  Cassava Starch \n' }),
        saved,
      ),
    ).toEqual({
      kind: 'ready',
      body: {
        searchSynonyms: [
          { word: 'pampaalsa', means: 'baking powder' },
          { word: 'gawgaw', means: 'cassava starch' },
        ],
      },
    });
    // The same list as saved is no change.
    expect(prepareSettings(form({ searchSynonyms: 'pampaalsa=baking powder' }), saved)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuse a line without "=", naming it', () => {
    expect(
      prepareSettings(form({ searchSynonyms: 'pampaalsa = baking powder\ngawgaw' }), saved),
    ).toEqual({
      kind: 'invalid',
      errors: {
        searchSynonyms: 'Line 2: write it as word = what it means, like gawgaw = cornstarch',
      },
    });
  });
});

const prepareSettings = (values: SettingsFormValues, original: ShopSettings) =>
  formResult(settingsForm(original), values, (parsed) => toSettingsBody(parsed, original));

describe('the settings form', () => {
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
          closedDates: ['2027-04-09', '2026-12-25'],
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
        closedDates: ['2026-12-25', '2027-04-09'],
      },
    });
  });

  it('explains amounts and limits that are not numbers, without sending', () => {
    expect(
      prepareSettings(form({ minimumOrder: '0', maxPickupsPerDay: '2.5', bookingDays: '' }), saved),
    ).toEqual({
      kind: 'invalid',
      errors: {
        minimumOrder:
          'Minimum order must be a peso amount above 0 with at most 2 decimals (empty: no minimum)',
        maxPickupsPerDay: 'Pickups per day must be a whole number, 1 or more (empty: no limit)',
        bookingDays: 'Booking window must be a whole number of days',
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
          bookingDays: '400',
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
        bookingDays: 'Booking window must be at most 366 days',
      },
    });
  });
});
