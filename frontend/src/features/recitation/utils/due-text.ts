/** When a verse is next due, as a learner says it: "now", "in 10 minutes", "in 5 hours", "tomorrow", "in 3 days" (in the
 * interface's language), counted from `now` (ms). */
export function dueText(due: string, now: number, language: string): string {
  const minutes = Math.max(Math.round((Date.parse(due) - now) / 60_000), 0);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (minutes === 0) return format.format(0, 'second');
  if (minutes < 60) return format.format(minutes, 'minute');
  if (minutes < 24 * 60) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / (24 * 60)), 'day');
}
