import type { components } from '@/types/openapi';

/** docs/product.md §3. */
export type MatchingTextItem = components['schemas']['MatchingTextItem'];

export type MatchingImageItem = components['schemas']['MatchingImageItem'];

export type MatchingGameData = components['schemas']['MatchingGame'];
