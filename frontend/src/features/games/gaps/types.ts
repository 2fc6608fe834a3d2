import type { components } from '@/types/openapi';

export type GapsGameData = components['schemas']['GapsGame'];

export type GapsVerse = GapsGameData['verses'][number];

/** A word of the verse as dealt: shown (`text`), or a blank with its length and first letter. */
export type GapsWord = GapsVerse['words'][number];

/** A blank's right word, from the grading: `accepts` is what a right writing's letters match. */
export type GapsBlankAnswer = components['schemas']['GapsBlankAnswer'];
