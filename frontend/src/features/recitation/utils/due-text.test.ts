import { describe, expect, it } from 'vitest';

import { dueText } from './due-text';

const now = Date.parse('2026-03-01T08:00:00Z');
const after = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('when a verse is next due', () => {
  it.each([
    [10, 'en', 'in 10 minutes'],
    [300, 'en', 'in 5 hours'],
    [24 * 60, 'en', 'tomorrow'],
    [3 * 24 * 60, 'en', 'in 3 days'],
    [10, 'ru', 'через 10 минут'],
    [3 * 24 * 60, 'ru', 'через 3 дня'],
  ])('%i minutes on reads, in %s, "%s"', (minutes, language, text) => {
    expect(dueText(after(minutes), now, language)).toBe(text);
  });

  it('says "now" for a verse already due', () => {
    expect(dueText(after(-5), now, 'en')).toBe('now');
  });
});
