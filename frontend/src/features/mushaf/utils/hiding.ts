import type { MushafPage } from '@/types/api';

import { pageLines, type MushafLine, type PlacedWord } from './page-lines';

/** What hide mode reveals with a tap or Space: the rest of a line, or one word. */
export type RevealUnit = 'line' | 'word';

/**
 * Hide mode over the pages shown. On each page the words from its start (or, on the page it was chosen on, from a
 * chosen verse) are hidden until revealed, in reading order: `revealed[page]` is the order of the first word still
 * hidden there.
 */
export type Hiding = {
  on: boolean;
  unit: RevealUnit;
  /** Show each hidden word's first letters as a hint. */
  hint: boolean;
  revealed: Record<number, number>;
};

export const NOT_HIDING: Hiding = { on: false, unit: 'line', hint: false, revealed: {} };

/** The order of the first word still hidden on the page (0 before anything is revealed). */
export function firstHidden(hiding: Hiding, page: number): number {
  return hiding.revealed[page] ?? 0;
}

export function isHidden(hiding: Hiding, page: number, order: number): boolean {
  return hiding.on && order >= firstHidden(hiding, page);
}

/** Hiding on, from the page's start: every page shown is hidden whole. */
export function hideAll(hiding: Hiding): Hiding {
  return { ...hiding, on: true, revealed: {} };
}

/** Hiding on, on `page` from the word at `order` (a verse's first word) on; the pages shown before it
 * (`earlierPages`: page → its word count, the right-hand page of a spread) stay shown, the ones after hidden whole. */
export function hideFrom(
  hiding: Hiding,
  page: number,
  order: number,
  earlierPages: Record<number, number> = {},
): Hiding {
  return { ...hiding, on: true, revealed: { ...earlierPages, [page]: order } };
}

/** Everything up to and including the word at `order` shown. */
export function revealThrough(hiding: Hiding, page: number, order: number): Hiding {
  if (order < firstHidden(hiding, page)) return hiding;
  return { ...hiding, revealed: { ...hiding.revealed, [page]: order + 1 } };
}

/** The next line's hidden words (or the next hidden word) shown; the same when the page has none left. */
export function revealNext(hiding: Hiding, page: number, lines: MushafLine[]): Hiding {
  const next = firstHidden(hiding, page);
  if (hiding.unit === 'word') {
    const exists = lines.some((line) => line.kind === 'verses' && line.words.some((word) => word.order === next));
    return exists ? revealThrough(hiding, page, next) : hiding;
  }
  const line = lines.find((candidate) => candidate.kind === 'verses' && candidate.words.some((w) => w.order >= next));
  if (line?.kind !== 'verses') return hiding;
  return revealThrough(hiding, page, line.words[line.words.length - 1].order);
}

/** Whether the page still hides a word. */
export function hidesMore(hiding: Hiding, page: number, wordCount: number): boolean {
  return hiding.on && firstHidden(hiding, page) < wordCount;
}

/** The first word still hidden on the pages shown (in reading order), where a recitation of them carries on from;
 * null when hiding is off or every word is shown. */
export function firstHiddenWord(hiding: Hiding, pages: readonly MushafPage[]): PlacedWord | null {
  if (!hiding.on) return null;
  for (const page of [...pages].sort((a, b) => a.page - b.page)) {
    const words = pageLines(page).flatMap((line) => (line.kind === 'verses' ? line.words : []));
    const hidden = words.find((word) => isHidden(hiding, page.page, word.order));
    if (hidden) return hidden;
  }
  return null;
}
