import { z } from 'zod';
import {
  DELIVERY_MODES,
  PAYMENT_METHODS,
  checkoutBody,
  gcashReference,
  isCalendarDate,
  type CheckoutBody,
  type DeliveryMode,
} from '@shop/contract';
import { firstIssue } from '../../../lib/form-values.ts';
import { CHECKOUT_FORM_MESSAGES as SAY } from './cart-messages.ts';

/**
 * What the FILL OUT form holds. Every field is a plain value here and is checked in one pass
 * below, so the first CHECK OUT shows every message at once (a refinement on the contract's body
 * would only run once its fields had passed).
 */
const checkoutValues = z.object({
  deliveryMode: z.string(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  pickupDate: z.string(),
  zoneId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  gcashReference: z.string(),
  smsUpdates: z.boolean(),
});
export type CheckoutValues = z.infer<typeof checkoutValues>;

export const emptyCheckoutForm: CheckoutValues = {
  deliveryMode: '',
  name: '',
  address: '',
  phoneNumber: '',
  pickupDate: '',
  zoneId: '',
  paymentMethod: 'cash',
  gcashReference: '',
  smsUpdates: true,
};

export const isMode = (value: string): value is DeliveryMode =>
  (DELIVERY_MODES as readonly string[]).includes(value);

/** A delivery needs an address; how long it may be is the contract's rule. */
const addressIssue = (address: string) =>
  address.trim() === '' ? SAY.addressRequired : firstIssue(checkoutBody.shape.address, address);

/**
 * The contract's rules per field (its name, address, phone and GCash reference rules); the
 * delivery area is required while any active area exists.
 */
export const checkoutForm = (zoneRequired: boolean) =>
  checkoutValues.superRefine((values, ctx) => {
    const issue = (path: keyof CheckoutValues, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const mode = isMode(values.deliveryMode) ? values.deliveryMode : null;
    issue('deliveryMode', mode ? null : SAY.selectMode);
    issue('name', firstIssue(checkoutBody.shape.name, values.name));
    if (mode !== 'pickup') issue('address', addressIssue(values.address));
    issue('phoneNumber', firstIssue(checkoutBody.shape.phoneNumber, values.phoneNumber));
    // The date is when the customer collects it, or when it is brought to them.
    const delivery = mode === 'delivery';
    if (!values.pickupDate)
      issue('pickupDate', delivery ? SAY.deliveryDateRequired : SAY.pickupDateRequired);
    else if (!isCalendarDate(values.pickupDate))
      issue('pickupDate', delivery ? SAY.deliveryDateInvalid : SAY.pickupDateInvalid);
    if (mode === 'delivery' && zoneRequired && !values.zoneId) issue('zoneId', SAY.selectArea);
    if (values.paymentMethod === 'gcash' && values.gcashReference.trim())
      issue('gcashReference', firstIssue(gcashReference, values.gcashReference));
  });

/**
 * The body sent: pickup carries no address and no area (the order stores the shop's pickup
 * point); a GCash reference only when GCash is chosen and one was typed.
 */
export function toCheckoutBody(values: CheckoutValues, zoneIds: readonly string[]): CheckoutBody {
  const mode = values.deliveryMode as DeliveryMode;
  const reference = values.gcashReference.replace(/\s+/g, '');
  const delivery = mode === 'delivery';
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    pickupDate: values.pickupDate,
    deliveryMode: mode,
    ...(delivery ? { address: values.address.trim() } : {}),
    ...(delivery && zoneIds.includes(values.zoneId) ? { zoneId: values.zoneId } : {}),
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'gcash' && reference ? { gcashReference: reference } : {}),
    smsUpdates: values.smsUpdates,
  };
}
