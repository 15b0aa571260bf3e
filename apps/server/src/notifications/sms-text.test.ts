import { describe, expect, it } from 'vitest';
import { isGsmText, smsParts, toGsmText } from './sms-text.ts';

describe('smsParts', () => {
  it('GSM-7: 160 characters in one part, then 153 a part', () => {
    expect(smsParts('')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
  });

  it('GSM-7 extension characters count twice', () => {
    for (const ch of ['[', ']', '{', '}', '~', '^', '|', '€', '\\', '\f']) {
      expect(isGsmText(ch)).toBe(true);
      expect(smsParts(ch.repeat(80))).toBe(1);
      expect(smsParts(ch.repeat(81))).toBe(2);
    }
    expect(smsParts(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('an extension character never straddles two parts', () => {
    // 306 septets would fill two parts exactly, but the € cannot end part one at septet 153:
    // it opens part two, and the last letter spills into a third.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toBe(3);
    expect(smsParts(`${'a'.repeat(151)}€${'a'.repeat(151)}`)).toBe(2);
  });

  it('UCS-2 once one character is outside GSM-7: 70, then 67 a part', () => {
    expect(isGsmText('₱')).toBe(false);
    expect(smsParts(`₱${'a'.repeat(69)}`)).toBe(1);
    expect(smsParts(`₱${'a'.repeat(70)}`)).toBe(2);
    expect(smsParts(`₱${'a'.repeat(133)}`)).toBe(2);
    expect(smsParts(`₱${'a'.repeat(134)}`)).toBe(3);
  });

  it('UCS-2 counts an emoji as two units and keeps its pair in one part', () => {
    expect(smsParts('😀'.repeat(35))).toBe(1);
    expect(smsParts('😀'.repeat(36))).toBe(2);
    expect(smsParts(`${'ñ'.repeat(65)}😀${'ñ'.repeat(67)}`)).toBe(2);
    // 134 units would fill two parts exactly, but after 66 units the pair does not fit in
    // part one: it opens part two, and the last character spills into a third.
    expect(smsParts(`${'文'.repeat(66)}😀${'文'.repeat(66)}`)).toBe(3);
  });

  it('the GSM alphabet holds the letters Filipino and Spanish names use', () => {
    expect(isGsmText('Ñoño Peña, José, Müller, Æsop, £5, ¥, §, ¿, ¡, @, _')).toBe(true);
    expect(isGsmText('á')).toBe(false);
  });
});

describe('toGsmText', () => {
  it('replaces typographic characters with GSM ones', () => {
    expect(toGsmText('We’re ‘out’ of “ube” – sorry — really…')).toBe(
      "We're 'out' of \"ube\" - sorry - really...",
    );
    expect(toGsmText('₱1,234.50 and ₱ 20')).toBe('PHP 1,234.50 and PHP 20');
    expect(toGsmText('a\u00a0b\tc\u200bd • 2×3 ½')).toBe('a b cd - 2x3 1/2');
  });

  it('drops the accents GSM lacks and keeps the ones it has', () => {
    expect(toGsmText('Ángel Cuaresma, Sto. Niño, Crème brûlée, Façade')).toBe(
      'Angel Cuaresma, Sto. Niño, Crème brulée, Facade',
    );
  });

  it('keeps what has no GSM equivalent (the text then goes in UCS-2)', () => {
    expect(toGsmText('Salamat 😀 谢谢')).toBe('Salamat 😀 谢谢');
    expect(isGsmText(toGsmText('Salamat 😀'))).toBe(false);
  });
});
