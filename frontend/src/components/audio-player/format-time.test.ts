import { describe, expect, it } from 'vitest';

import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [9.99, '0:09'],
    [59, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [600, '10:00'],
    [3725, '62:05'],
  ])('shows %s s as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3])('shows an unknown time (%s) as 0:00', (seconds) => {
    expect(formatTime(seconds)).toBe('0:00');
  });
});
