import type { components } from '@/types/openapi';

/** POST /games/which_one/: a drill of a verse against its look-alikes. */
export type WhichOneRequest = components['schemas']['WhichOneGameInputRequest'];

export type WhichOneGame = components['schemas']['WhichOneGame'];

export type WhichOneQuestion = components['schemas']['WhichOneQuestion'];

/** A verse with each word marked shared with its look-alike or not. */
export type MarkedVerse = components['schemas']['MarkedVerse'];
