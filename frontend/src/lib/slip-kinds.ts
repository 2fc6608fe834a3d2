/** What went wrong on a word, as the recitation's calls name it (docs/product.md §2.16). */
export type SlipKind = 'forgot' | 'wrong_word' | 'vowel' | 'tajweed';

/** The marks' order on the screen (and, reciting, their keys: 1 to 4). */
export const SLIP_KINDS: readonly SlipKind[] = ['forgot', 'wrong_word', 'vowel', 'tajweed'];
