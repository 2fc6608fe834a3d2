import { verseText } from '@/lib/verse-reference';
import type { VerseReference } from '@/types/api';

/** Recording a passage on its own (docs/product.md §2.18): /record?from=112:1&to=112:4, as /recite names one. */
export function recordPath(from: VerseReference, to: VerseReference): string {
  return `/record?${new URLSearchParams({ from: verseText(from), to: verseText(to) }).toString()}`;
}
