import type { components } from '@/types/openapi';

/** docs/product.md §3. An image card has no texts, a text card no image; the two cards of a verse share `name`. */
export type MemoryCard = components['schemas']['MemoryCard'];

export type MemoryGameData = components['schemas']['MemoryGame'];
