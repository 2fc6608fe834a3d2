import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { TodayPage } from '@/features/plan/components/today-page';

import { ProfileNav } from '../components/profile-nav';

/** /today: the day's sabaq, sabqi and manzil of the learner's hifz plan. */
export default function TodayRoute() {
  const { t } = useTranslation('plan');
  return (
    <AppLayout title={t('today.title')} actions={<ProfileNav />}>
      <TodayPage />
    </AppLayout>
  );
}
