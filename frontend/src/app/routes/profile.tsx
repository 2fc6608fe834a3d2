import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { ListeningStatsCard } from '@/features/hifz-player/components/listening-stats-card';
import { BookmarksCard } from '@/features/profile/components/bookmarks-card';
import { MyProfileCard } from '@/features/profile/components/my-profile-card';
import { ProgressCard } from '@/features/profile/components/progress-card';
import { StatisticsCard } from '@/features/profile/components/statistics-card';

import { ProfileNav } from '../components/profile-nav';
import styles from './profile.module.css';

export default function ProfileRoute() {
  const { t } = useTranslation();

  return (
    <AppLayout title={t('profile.title')} actions={<ProfileNav />}>
      <div className={styles.grid}>
        <MyProfileCard />
        <ProgressCard />
        <StatisticsCard />
        <ListeningStatsCard />
        <BookmarksCard />
      </div>
    </AppLayout>
  );
}
