import { useState } from 'react';

/**
 * Step by step (docs/product.md §2): reveals a verse a word at a time, starting with one word; each `addWord`
 * reveals one more until all are shown. `stop` hides the words again and starts over next time.
 */
export function useStepByStep(wordCount: number) {
  // null while off; otherwise how many words are shown.
  const [shown, setShown] = useState<number | null>(null);

  return {
    active: shown !== null,
    shown: Math.min(shown ?? 0, wordCount),
    allShown: shown !== null && shown >= wordCount,
    start: () => setShown(1),
    stop: () => setShown(null),
    addWord: () => setShown((count) => (count === null ? null : Math.min(count + 1, wordCount))),
  };
}
