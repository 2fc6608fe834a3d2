import { PAGE_COUNT } from '@/lib/verse-counts';

/** A page number from the address: a whole number from 1 to 604, or null. */
export function pageNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= PAGE_COUNT ? page : null;
}

/**
 * The pages shown at once, right to left as an open mushaf lies: one page on a phone, and on a wide screen the
 * spread holding it, an odd page on the right and the even one after it on the left.
 */
export function shownPages(page: number, wide: boolean): number[] {
  if (!wide) return [page];
  const right = page % 2 === 1 ? page : page - 1;
  return right + 1 <= PAGE_COUNT ? [right, right + 1] : [right];
}

/** The page the next (step 1) or previous (step −1) turn opens at; null past either end. */
export function turnedPage(page: number, step: 1 | -1, wide: boolean): number | null {
  const shown = shownPages(page, wide);
  const next = step === 1 ? shown[shown.length - 1] + 1 : shown[0] - 1;
  return next >= 1 && next <= PAGE_COUNT ? next : null;
}
