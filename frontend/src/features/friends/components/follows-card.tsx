import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';

import { useFollowers } from '../api/get-followers';
import { useFollowing } from '../api/get-following';
import styles from './friends.module.css';
import { PersonList } from './person-list';

type FollowList = 'following' | 'followers';

/** The learners followed and following, one list at a time. */
export function FollowsCard() {
  const { t } = useTranslation('social');
  const panelId = useId();
  const [list, setList] = useState<FollowList>('following');
  const following = useFollowing();
  const followers = useFollowers();
  const shown = list === 'following' ? following : followers;
  const label = t(`people.${list}`);

  return (
    <Card title={t('people.lists')}>
      <Tabs
        label={t('people.lists')}
        controls={panelId}
        value={list}
        onChange={setList}
        options={[
          { value: 'following', label: `${t('people.following')} (${following.data?.count ?? 0})` },
          { value: 'followers', label: `${t('people.followers')} (${followers.data?.count ?? 0})` },
        ]}
      />
      <div id={panelId} role="tabpanel" aria-label={label} className={styles.panel}>
        {shown.data ? (
          shown.data.results.length > 0 ? (
            <PersonList people={shown.data.results} label={label} />
          ) : (
            <p className={styles.muted}>{t(list === 'following' ? 'people.noFollowing' : 'people.noFollowers')}</p>
          )
        ) : shown.isPending ? (
          <Spinner />
        ) : (
          <p className={styles.muted}>{t('people.unavailable')}</p>
        )}
      </div>
    </Card>
  );
}
