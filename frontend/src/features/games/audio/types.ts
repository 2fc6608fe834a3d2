import type { components } from '@/types/openapi';

/** SPEC §3: one question of the audio game. */
export type AudioQuestion = components['schemas']['AudioQuestion'];
