import { describe, expect, it } from 'vitest';

import { formatDate, formatPages, formatWeekday, weekdayNames } from './plan-format';

describe('plan-format', () => {
  it('names a day with or without its weekday, "г." never alone on a line', () => {
    expect(formatWeekday('2027-02-08', 'en')).toBe('Monday, February 8, 2027');
    expect(formatDate('2027-02-08', 'en')).toBe('February 8, 2027');
    expect(formatDate('2027-02-08', 'ru')).toBe('8 февраля 2027\u00a0г.');
    expect(formatWeekday('2027-02-08', 'ru')).toBe('понедельник, 8 февраля 2027\u00a0г.');
  });

  it('writes pages and weekdays in the interface language, Monday first', () => {
    expect(formatPages(4.1, 'ru')).toBe('4,1');
    expect(formatPages(0.4444, 'en')).toBe('0.44');
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
