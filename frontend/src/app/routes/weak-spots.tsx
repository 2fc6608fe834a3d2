import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { WeakSpotsPage } from '@/features/weak-spots/components/weak-spots-page';

import { ProfileNav } from '../components/profile-nav';

/** /weak-spots: the learner's weakest verses and words, to practise. */
export default function WeakSpotsRoute() {
  const { t } = useTranslation('recitation');
  return (
    <AppLayout title={t('weakSpots.title')} actions={<ProfileNav />}>
      <WeakSpotsPage />
    </AppLayout>
  );
}
