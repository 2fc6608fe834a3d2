import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { ListenBack } from '@/features/recordings/components/listen-back';

import { ProfileNav } from '../components/profile-nav';

/** /recordings/<upload id>: one recording heard back verse by verse beside the reciter, its slips marked. */
export default function ListenBackRoute() {
  const { t } = useTranslation('recordings');
  const { uploadId = '' } = useParams();
  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      <ListenBack key={uploadId} uploadId={uploadId} />
    </AppLayout>
  );
}
