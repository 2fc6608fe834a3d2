import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';

import { ProfileNav } from '../components/profile-nav';

export default function LeaderboardsRoute() {
  const { t } = useTranslation('social');

  return (
    <AppLayout title={t('leaderboard.pageTitle')} actions={<ProfileNav />}>
      <LeaderboardPage />
    </AppLayout>
  );
}
