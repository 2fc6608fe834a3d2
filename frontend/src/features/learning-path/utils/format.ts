/** A due time as the learner reads it: "12 May 2025", in the interface language and their time zone. */
export function formatDate(isoDateTime: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(isoDateTime));
}

/** A calendar day the server counted in UTC ("2025-05-12"), as a short "12 May". */
export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** 0.873 → "87%". */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
