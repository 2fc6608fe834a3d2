import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import { useFollowPerson } from '../api/follow-person';
import { useUnfollowPerson } from '../api/unfollow-person';
import type { Person } from '../types';

/** Follows or unfollows the learner; the lists refetch, so the button shows the server's word. */
export function FollowButton({ person, name }: { person: Person; name: string }) {
  const { t } = useTranslation('social');
  const follow = useFollowPerson();
  const unfollow = useUnfollowPerson();
  const busy = follow.isPending || unfollow.isPending;

  return person.is_following ? (
    <Button
      variant="secondary"
      disabled={busy}
      aria-label={t('people.unfollowName', { name })}
      onClick={() => unfollow.mutate(person.user_id)}
    >
      {t('people.unfollow')}
    </Button>
  ) : (
    <Button disabled={busy} aria-label={t('people.followName', { name })} onClick={() => follow.mutate(person.user_id)}>
      {t('people.follow')}
    </Button>
  );
}
