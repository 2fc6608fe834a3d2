import type { RecitationPassage, VerseReference } from '@/types/api';

import { verseText } from './verse-reference';

/** A passage to recite from memory, as its address names it. */
export type RecitePassage =
  | { kind: 'verses'; from: VerseReference; to: VerseReference }
  | { kind: 'pages'; from: number; to: number }
  | { kind: 'quarter'; quarter: number }
  | { kind: 'review' };

/**
 * The recitation of a passage (docs/product.md §2.16): /recite?from=78:1&to=78:10, ?pages=582-583, ?quarter=233 or
 * ?review. `revealed`: words already shown when it begins (the mushaf's test mode carried on). Shared: the learn card,
 * the level map, the review page and the mushaf open it.
 */
export function recitePath(passage: RecitePassage, revealed = 0): string {
  const search = new URLSearchParams();
  if (passage.kind === 'verses') {
    search.set('from', verseText(passage.from));
    search.set('to', verseText(passage.to));
  } else if (passage.kind === 'pages') {
    search.set('pages', passage.from === passage.to ? String(passage.from) : `${passage.from}-${passage.to}`);
  } else if (passage.kind === 'quarter') {
    search.set('quarter', String(passage.quarter));
  } else {
    search.set('review', '');
  }
  if (revealed > 0) search.set('revealed', String(revealed));
  // "review=" reads as well as "review", but the shorter address is the one people see and share.
  return `/recite?${search.toString().replace(/=(&|$)/, '$1')}`;
}

/** The query naming a passage to the recitation's calls: its words (GET /recitations/passage/) and its weak words. */
export function passageQuery(passage: RecitePassage): Record<string, string> {
  switch (passage.kind) {
    case 'verses':
      return { kind: 'verses', from_verse: verseText(passage.from), to_verse: verseText(passage.to) };
    case 'pages':
      return { kind: 'pages', from_page: String(passage.from), to_page: String(passage.to) };
    case 'quarter':
      return { kind: 'quarter', quarter: String(passage.quarter) };
    case 'review':
      return { kind: 'review' };
  }
}

/** A passage as the recitation's calls name it (the server's answer, a recording's passage) as an address names it. */
export function recitePassageOf(named: RecitationPassage): RecitePassage {
  switch (named.kind) {
    case 'verses':
      return named.from_verse && named.to_verse
        ? { kind: 'verses', from: named.from_verse, to: named.to_verse }
        : { kind: 'review' };
    case 'pages':
      return { kind: 'pages', from: named.from_page ?? 1, to: named.to_page ?? named.from_page ?? 1 };
    case 'quarter':
      return { kind: 'quarter', quarter: named.quarter ?? 1 };
    default:
      return { kind: 'review' };
  }
}
