import type { Page } from '@/types/api';

/** Another learner, as search results and follow lists show them. */
export type Person = {
  user_id: number;
  name: string;
  /** A path under the site's origin, or null. */
  photo_url: string | null;
  /** The signed-in learner follows them. */
  is_following: boolean;
};

export type PersonPage = Page<Person>;
