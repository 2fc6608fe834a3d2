import type { components } from '@/types/openapi';

/** docs/product.md §3: one question of the audio game. */
export type AudioQuestion = components['schemas']['AudioQuestion'];
