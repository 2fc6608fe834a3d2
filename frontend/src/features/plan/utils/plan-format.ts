import type { RecitePassage } from '@/lib/recite-path';
import type { VerseRange } from '@/types/api';

const fromIso = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

// Russian ends a date with "г." (the year): it never starts a line of its own.
const yearKeptTogether = (text: string) => text.replace(/ г\.$/, '\u00a0г.');

/** A learner's calendar day the server names ("2027-02-08") as a heading names it: "Monday, 8 February 2027". */
export function formatWeekday(isoDate: string, language: string): string {
  return yearKeptTogether(
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(fromIso(isoDate)),
  );
}

/** A calendar day as a sentence names it, without its weekday (which Russian would have to decline): "8 February
 * 2027", "8 февраля 2027 г.". */
export function formatDate(isoDate: string, language: string): string {
  return yearKeptTogether(
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(fromIso(isoDate)),
  );
}

/** Pages as the arithmetic shows them: at most two decimals, in the interface language ("4,1" in Russian). */
export function formatPages(pages: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(pages);
}

// 7 December 2026 was a Monday: the days after it name the week from Monday (0) to Sunday (6), as the plan counts.
const A_MONDAY = Date.UTC(2026, 11, 7);

/** The days of the week, Monday first, as short names in the interface language. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(A_MONDAY + day * 86_400_000)));
}

/** A part's range as the recitation's address names it. */
export function rangePassage(range: VerseRange): RecitePassage {
  return { kind: 'verses', from: range.from_verse, to: range.to_verse };
}
