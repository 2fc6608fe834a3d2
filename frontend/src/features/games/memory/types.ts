import type { VerseTranslations } from '../shared/types';

/** SPEC §3. An image card has no texts, a text card no image; the two cards of a verse share `name`. */
export type MemoryCard = VerseTranslations & {
  id: number;
  /** The verse, as chapter:verse. */
  name: string;
  image: string | null;
  text: string | null;
  isFlipped: boolean;
  passed: boolean;
  order: number;
};

export type MemoryGameData = {
  cards: MemoryCard[];
};
