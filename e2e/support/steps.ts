import type { Locator } from 'playwright-core';
import { addDays, shopToday } from '@shop/contract';
import type { Actor } from './fixtures.ts';
import { dialogWith, seeNotice } from './ui.ts';

/**
 * Steps a customer takes on the shop's screens, each named as the journeys tell them, so a
 * journey reads as its steps and a changed screen is changed here once.
 */

/** The pricing dialog's tiers, as its buttons name them. */
export type Tier = 'Full Price' | 'Half Price' | 'Retail Price';

/** Avail Item on a product card, then a tier in Choose Pricing Option: the Added to Cart notice. */
export async function availItem(customer: Actor, card: Locator, tier: Tier): Promise<Locator> {
  await card.getByRole('button', { name: 'Avail Item' }).click();
  const dialog = dialogWith(customer.page, 'Choose Pricing Option');
  await dialog.getByRole('button', { name: new RegExp(`^${tier}`) }).click();
  await dialog.waitFor({ state: 'hidden' });
  return seeNotice(customer, 'Added to Cart', 'Product has been added to your cart');
}

/** What a customer types into the FILL OUT form; unset fields are left as the form has them. */
export interface CheckoutDetails {
  mode?: 'Pickup' | 'Delivery';
  name?: string;
  phone?: string;
  address?: string;
  /** The pickup or delivery date, YYYY-MM-DD. */
  date?: string;
}

/** A pickup tomorrow for this name, as a customer fills it in with their mobile number. */
export const pickupTomorrow = (name: string): CheckoutDetails => ({
  mode: 'Pickup',
  name,
  phone: '+639171234567',
  date: addDays(shopToday(), 1),
});

/**
 * CHECKOUT ALL on the cart page, then the FILL OUT form filled in (the delivery mode first: it
 * decides which fields the form shows). Returns the form, for what a journey checks or fills next.
 */
export async function fillOutCheckout(customer: Actor, details: CheckoutDetails): Promise<Locator> {
  await customer.page.getByRole('button', { name: 'CHECKOUT ALL' }).click();
  const form = dialogWith(customer.page, 'FILL OUT');
  if (details.mode) await form.getByLabel(/^Delivery Mode/).selectOption({ label: details.mode });
  const fields: [RegExp, string | undefined][] = [
    [/^Name/, details.name],
    [/^Phone Number/, details.phone],
    [/^Address/, details.address],
    [/^(Pickup|Delivery) Date/, details.date],
  ];
  for (const [label, value] of fields) {
    if (value !== undefined) await form.getByLabel(label).fill(value);
  }
  return form;
}

/** Waits for each column header of a table on the page, by its exact name. */
export async function seeColumns(actor: Actor, ...names: string[]) {
  for (const name of names) {
    await actor.see(actor.page.getByRole('columnheader', { name, exact: true }).first());
  }
}
