import { z } from 'zod';
import { countLotBody, receiveLotBody, writeOffLotBody } from '@shop/contract';
import {
  formSchema,
  numberInput,
  optionalNumberInput,
  parsePeso,
  trimmedInput,
} from '../../lib/form-values.ts';

/**
 * The values of the three lot forms (Receive, Count, Write off) as typed, read by the house's
 * form pieces (docs/decisions/0072) and checked by the contract's body of each call.
 */

/** A quantity in stock units as typed: digits with at most 3 decimals (commas allowed), or null. */
export function parseQuantity(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  return /^(\d+(\.\d{0,3})?|\.\d{1,3})$/.test(value) ? Number(value) : null;
}

const NOT_A_QUANTITY = 'Quantity must be a number';
const quantity = numberInput(parseQuantity, NOT_A_QUANTITY);
const note = trimmedInput();
/** Only what was written: an empty note is no note. */
const noteOf = (text: string) => (text ? { note: text } : {});

const receiveInputs = z.object({
  quantity,
  expirationDate: z.string(),
  cost: optionalNumberInput(parsePeso, 'Cost must be an amount in pesos, e.g. 48.50'),
  note,
});
export type ReceiveLotValues = z.input<typeof receiveInputs>;
export const emptyReceiveLot: ReceiveLotValues = {
  quantity: '',
  expirationDate: '',
  cost: '',
  note: '',
};
export const toReceiveLotBody = (v: z.output<typeof receiveInputs>) => ({
  quantity: v.quantity,
  expirationDate: v.expirationDate,
  ...(v.cost !== null && { cost: v.cost }),
  ...noteOf(v.note),
});
export const receiveLotForm = formSchema(receiveInputs, toReceiveLotBody, receiveLotBody);

const countInputs = z.object({ quantity, note });
export type CountLotValues = z.input<typeof countInputs>;
export const toCountLotBody = (v: z.output<typeof countInputs>) => ({
  quantity: v.quantity,
  ...noteOf(v.note),
});
export const countLotForm = formSchema(countInputs, toCountLotBody, countLotBody);

const writeOffInputs = z.object({
  quantity: optionalNumberInput(parseQuantity, NOT_A_QUANTITY),
  reason: z.string().min(1, { message: 'Choose a reason' }),
  note,
});
export type WriteOffLotValues = z.input<typeof writeOffInputs>;
export const emptyWriteOffLot: WriteOffLotValues = { quantity: '', reason: '', note: '' };
export const toWriteOffLotBody = (v: z.output<typeof writeOffInputs>) => ({
  ...(v.quantity !== null && { quantity: v.quantity }),
  reason: v.reason,
  ...noteOf(v.note),
});
export const writeOffLotForm = formSchema(writeOffInputs, toWriteOffLotBody, writeOffLotBody);
