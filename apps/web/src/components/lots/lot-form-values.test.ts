import { describe, expect, it } from 'vitest';
import {
  countLotForm,
  parseQuantity,
  receiveLotForm,
  toCountLotBody,
  toReceiveLotBody,
  toWriteOffLotBody,
  writeOffLotForm,
} from './lot-form-values.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('the lot forms', () => {
  it('read quantities in stock units: up to 3 decimals, commas allowed', () => {
    expect(['1,000', '12.5', '0.125', '.5', ' 7 '].map(parseQuantity)).toEqual([
      1000, 12.5, 0.125, 0.5, 7,
    ]);
    expect(['', 'abc', '1.2345', '-3', '1e3'].map(parseQuantity)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('Receive sends what was typed, without an empty cost or note', () => {
    const typed = { quantity: '500', expirationDate: '2027-09-22', cost: '', note: '  ' };
    const read = receiveLotForm.parse(typed);
    expect(toReceiveLotBody(read)).toEqual({ quantity: 500, expirationDate: '2027-09-22' });
    const full = receiveLotForm.parse({ ...typed, cost: '48.50', note: ' DR 7781 ' });
    expect(toReceiveLotBody(full)).toEqual({
      quantity: 500,
      expirationDate: '2027-09-22',
      cost: 48.5,
      note: 'DR 7781',
    });
    expect(messages(receiveLotForm.safeParse({ ...typed, quantity: 'lots' }))).toEqual([
      ['quantity', 'Quantity must be a number'],
    ]);
  });

  it('Count and Write off put the contract refusals on their fields', () => {
    expect(toCountLotBody(countLotForm.parse({ quantity: '840', note: '' }))).toEqual({
      quantity: 840,
    });
    // The form shows a field's first message: the form's own, before the contract's.
    expect(messages(writeOffLotForm.safeParse({ quantity: '', reason: '', note: '' }))[0]).toEqual([
      'reason',
      'Choose a reason',
    ]);
    const all = writeOffLotForm.parse({ quantity: '', reason: 'expired', note: '' });
    expect(toWriteOffLotBody(all)).toEqual({ reason: 'expired' });
  });
});
