import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { RecordingsPage } from '@/features/recordings/components/recordings-page';

import { ProfileNav } from '../components/profile-nav';

/** /recordings: the learner's recordings of their recitations, to hear back, keep or delete. */
export default function RecordingsRoute() {
  const { t } = useTranslation('recordings');
  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      <RecordingsPage />
    </AppLayout>
  );
}
