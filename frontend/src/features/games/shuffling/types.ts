import type { components } from '@/types/openapi';

/** docs/product.md §3. */
export type Phrase = components['schemas']['ShufflingPhrase'];

/** Text, or a gap the learner fills with a phrase (currentPhrase, always null from the server). */
export type SentencePart = components['schemas']['SentencePart'];

export type ShufflingLevel = components['schemas']['ShufflingLevel'];

export type ShufflingGameData = components['schemas']['ShufflingGame'];
