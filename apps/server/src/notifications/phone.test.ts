import { describe, expect, it } from 'vitest';
import { toPhilippineE164 } from './phone.ts';

describe('toPhilippineE164', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['0917.123.4567', '+639171234567'],
    ['(0917) 123-4567', '+639171234567'],
    ['+63 (917) 123-4567', '+639171234567'],
    ['  +63 917 123 4567  ', '+639171234567'],
    ['0998\u00a0765\u00a04321', '+639987654321'],
  ])('%j is %s', (raw, e164) => {
    expect(toPhilippineE164(raw)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['0281234567', 'a Manila landline (02)'],
    ['+6328123456', 'a landline with the country code'],
    ['0817 123 4567', 'a mobile-length number not starting with 9'],
    ['0917123456', 'one digit short'],
    ['091712345678', 'one digit too many'],
    ['+9171234567', 'a + without the Philippine country code (+91 is India)'],
    ['+09171234567', 'a + before the trunk prefix'],
    ['+14155550123', 'a foreign number'],
    ['00639171234567', 'the 00 international prefix'],
    ['0917 123 4567 ext 2', 'letters'],
    ['0917/123/4567', 'a separator that is not a space, dash, dot or parenthesis'],
    ['++639171234567', 'two plus signs'],
    ['63+9171234567', 'a plus in the middle'],
  ])('%j is refused: %s', (raw) => {
    expect(toPhilippineE164(raw)).toBeUndefined();
  });
});
