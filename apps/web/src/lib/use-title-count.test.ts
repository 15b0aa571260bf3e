import { describe, expect, it } from 'vitest';
import { titleWithCount } from './use-title-count.ts';

describe('titleWithCount', () => {
  it('puts the count in front of the title, replaces an earlier count, and drops it at zero', () => {
    expect(titleWithCount('Bakery Supply Shop', 3)).toBe('(3) Bakery Supply Shop');
    expect(titleWithCount('(3) Bakery Supply Shop', 12)).toBe('(12) Bakery Supply Shop');
    expect(titleWithCount('(12) Bakery Supply Shop', 0)).toBe('Bakery Supply Shop');
    expect(titleWithCount('Bakery Supply Shop', 0)).toBe('Bakery Supply Shop');
  });
});
