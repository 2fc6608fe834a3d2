import type { components } from '@/types/openapi';

/** Another learner, as search results and follow lists show them. */
export type Person = components['schemas']['Person'];

export type PersonPage = components['schemas']['PersonPage'];
