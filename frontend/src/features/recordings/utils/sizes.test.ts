import { describe, expect, it } from 'vitest';

import { megabytes } from './sizes';

describe('megabytes', () => {
  it('rounds to one decimal, a few kilobytes to 0.1 and nothing to 0', () => {
    expect(megabytes(5_400_000, 'en')).toBe('5.1');
    expect(megabytes(200 * 1024 * 1024, 'en')).toBe('200');
    expect(megabytes(30_000, 'en')).toBe('0.1');
    expect(megabytes(0, 'en')).toBe('0');
  });

  it('writes the decimal as the language does', () => {
    expect(megabytes(5_400_000, 'ru')).toBe('5,1');
  });
});
