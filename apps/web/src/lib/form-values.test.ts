import { describe, expect, it } from 'vitest';
import { changedValues, parsePeso, parsePesoAboveZero, parseWholeNumber } from './form-values.ts';

describe('reading what was typed', () => {
  it.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['1250.50', 1250.5],
    ['0.01', 0.01],
    ['.5', 0.5],
    ['1,250.75', 1250.75],
    [' 0 ', 0],
  ])('reads %j as %s pesos', (text, pesos) => expect(parsePeso(text)).toBe(pesos));

  it.each(['', '-5', '12.345', '1e3', 'abc', '12,5.5.5'])('refuses %j as pesos', (text) =>
    expect(parsePeso(text)).toBeNull(),
  );

  it('reads a price only above zero', () => {
    expect(parsePesoAboveZero('0.01')).toBe(0.01);
    expect(parsePesoAboveZero('0')).toBeNull();
    expect(parsePesoAboveZero('0.00')).toBeNull();
  });

  it('reads a whole number of 0 or more', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber(' 25 ')).toBe(25);
    expect(parseWholeNumber('2.5')).toBeNull();
    expect(parseWholeNumber('-1')).toBeNull();
    expect(parseWholeNumber('ten')).toBeNull();
  });
});

describe('changedValues', () => {
  it('keeps only what differs from the saved record, lists item by item', () => {
    const saved = { name: 'Pasig', fee: 50, days: [0, 6] };
    expect(changedValues({ name: 'Pasig', fee: 60, days: [0, 6] }, saved)).toEqual({ fee: 60 });
    expect(changedValues({ name: 'Pasig', fee: 50, days: [0] }, saved)).toEqual({ days: [0] });
    expect(changedValues(saved, saved)).toEqual({});
  });
});
