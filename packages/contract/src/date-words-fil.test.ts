import { describe, expect, it } from 'vitest';
import { dateHint, dateRefusal, dayFullRefusal, type DateRules } from './settings.ts';

// The same shop and moment as date-words.test.ts: 2026-11-27 13:00 in Manila, a Friday.
const NOW = new Date('2026-11-27T05:00:00Z');
const rules: DateRules = {
  cutoffTime: '12:00',
  closedWeekdays: [0, 2],
  closedDates: ['2026-12-25'],
  bookingDays: 30,
};

describe('dates in words, in Filipino (issue 29)', () => {
  it('refuse a date by naming the rule it breaks', () => {
    expect(dateRefusal(rules, '2026-11-28', NOW, 'fil')).toBe(
      'Ang order pagkalipas ng 12:00 PM ay handa simula Lunes, Nobyembre 30. Pumili ng araw na iyon o mas huli.',
    );
    expect(dateRefusal(rules, '2026-12-08', NOW, 'fil')).toBe(
      'Sarado kami sa Martes, Disyembre 8. Pumili ng ibang petsa.',
    );
    expect(dateRefusal(rules, '2026-12-25', NOW, 'fil')).toBe(
      'Sarado kami sa Biyernes, Disyembre 25. Pumili ng ibang petsa.',
    );
    expect(dateRefusal(rules, '2026-12-29', NOW, 'fil')).toBe(
      'Hanggang 30 araw lang ang advance order namin, hanggang Lunes, Disyembre 28. Pumili ng mas maagang petsa.',
    );
    expect(dateRefusal({ ...rules, cutoffTime: null }, '2026-11-26', NOW, 'fil')).toBe(
      'Lumipas na ang petsang iyan. Pumili ng petsa simula ngayon.',
    );
    expect(dateRefusal(rules, '2026-12-02', NOW, 'fil')).toBeNull();
  });

  it('say a full day for pickups and for deliveries', () => {
    expect(dayFullRefusal('2026-11-28', 'pickup', NOW, 'fil')).toBe(
      'Fully booked na ang Sabado, Nobyembre 28 para sa pickup. Pumili ng ibang petsa.',
    );
    expect(dayFullRefusal('2027-01-02', 'delivery', NOW, 'fil')).toBe(
      'Fully booked na ang Sabado, Enero 2, 2027 para sa delivery. Pumili ng ibang petsa.',
    );
  });

  it('hint the cut-off and the closed weekdays before anything is refused', () => {
    expect(dateHint(rules, NOW, 'fil')).toBe(
      'Ang order pagkalipas ng 12:00 PM ay handa simula Lunes, Nobyembre 30. Sarado tuwing Linggo at Martes.',
    );
    const morning = new Date('2026-11-27T01:00:00Z');
    expect(dateHint({ ...rules, closedWeekdays: [] }, morning, 'fil')).toBe(
      'Mag-order hanggang 12:00 PM para makuha sa Sabado, Nobyembre 28.',
    );
    expect(dateHint({ ...rules, cutoffTime: null, closedWeekdays: [0, 1, 2] }, NOW, 'fil')).toBe(
      'Sarado tuwing Linggo, Lunes at Martes.',
    );
    expect(dateHint({ ...rules, cutoffTime: null, closedWeekdays: [] }, NOW, 'fil')).toBeNull();
  });

  it('keep the English words when no language is given or English is', () => {
    expect(dateRefusal(rules, '2026-12-08', NOW, 'en')).toBe(dateRefusal(rules, '2026-12-08', NOW));
    expect(dateHint({ ...rules, closedWeekdays: [0, 1, 2] }, NOW, 'en')).toBe(
      'Orders after 12:00 PM are ready from Wednesday, December 2. Closed on Sundays, Mondays and Tuesdays.',
    );
  });
});
