import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SETTABLE_ORDER_STATUSES, STAFF_MOVES } from '@shop/contract';
import {
  QUEUE_TABS,
  STATUS_ACTIONS,
  canMove,
  noteLabel,
  orderRowTint,
  paidConfirmText,
  paymentCheckText,
  paidMarkText,
  queueTabOf,
  resultIcon,
} from './order-rules.ts';

describe('cashier order rules', () => {
  it('tints approved rows green, declined rows red and leaves the others plain', () => {
    expect(orderRowTint('approved')).toBe('#e8f5e9');
    expect(orderRowTint('declined')).toBe('#ffebee');
    for (const status of ['pending', 'ready', 'completed', 'cancelled'] as const)
      expect(orderRowTint(status)).toBeUndefined();
  });

  it('allows exactly the moves of STAFF_MOVES', () => {
    for (const from of ORDER_STATUSES)
      for (const to of SETTABLE_ORDER_STATUSES)
        expect(canMove(from, to), `${from} -> ${to}`).toBe(STAFF_MOVES[from].includes(to));
    // Spec section 4: Approve is disabled on an approved order, Decline on a declined one.
    expect(canMove('approved', 'approved')).toBe(false);
    expect(canMove('declined', 'declined')).toBe(false);
    expect(canMove('declined', 'approved')).toBe(true);
  });

  it('has one button per settable status and one tab per queue filter it offers', () => {
    expect(STATUS_ACTIONS.map((a) => a.status).sort()).toEqual([...SETTABLE_ORDER_STATUSES].sort());
    expect(QUEUE_TABS.map((t) => t.filter)).toEqual([
      'open',
      'today',
      'pending',
      'approved',
      'ready',
      'done',
    ]);
  });

  it('reads the tab from the address, Open when missing or unknown', () => {
    expect(queueTabOf(null)).toBe('open');
    expect(queueTabOf('ready')).toBe('ready');
    expect(queueTabOf('done')).toBe('done');
    expect(queueTabOf('cancelled')).toBe('open');
    expect(queueTabOf('nonsense')).toBe('open');
  });

  it('asks for a reason when declining and tells a decline with a neutral icon', () => {
    expect(noteLabel('declined')).toBe('Reason (optional)');
    expect(noteLabel('approved')).toBe('Note to the customer (optional)');
    expect(resultIcon('declined')).toBe('info');
    for (const to of ['approved', 'ready', 'completed'] as const)
      expect(resultIcon(to)).toBe('success');
  });

  it('asks "Are you sure?" about the paid mark in the spec\'s pattern', () => {
    expect(paidConfirmText(true)).toBe('You are about to mark this order paid.');
    expect(paidConfirmText(false)).toBe('You are about to mark this order unpaid.');
  });

  it('says who set the paid mark and when, in Philippine time, and nothing before anyone has', () => {
    const at = '2026-06-01T02:15:00.000Z';
    expect(paidMarkText({ paid: false, paidAt: null, paidBy: null })).toBeNull();
    expect(paidMarkText({ paid: true, paidAt: at, paidBy: 'Carlo' })).toMatch(
      /^Marked paid by Carlo, Jun 1, 2026, 10:15\sAM$/,
    );
    expect(paidMarkText({ paid: false, paidAt: null, paidBy: 'Carlo' })).toBe(
      'Marked unpaid by Carlo',
    );
    // The staff member's account may be gone: the time alone.
    expect(paidMarkText({ paid: true, paidAt: at, paidBy: null })).toMatch(
      /^Marked paid, Jun 1, 2026, 10:15\sAM$/,
    );
  });

  it('puts the GCash reference beside the amount to check, and nothing for cash', () => {
    expect(
      paymentCheckText({
        paymentMethod: 'gcash',
        gcashReference: '1234567890123',
        totalAmount: 2551.3,
      }),
    ).toBe('Check GCash reference 1234567890123 for ₱2,551.30.');
    expect(
      paymentCheckText({ paymentMethod: 'gcash', gcashReference: null, totalAmount: 120 }),
    ).toBe('No GCash reference yet: check the GCash app for ₱120.00.');
    expect(
      paymentCheckText({ paymentMethod: 'cash', gcashReference: null, totalAmount: 120 }),
    ).toBeNull();
  });
});
