import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';

import { ProfileNav } from '../components/profile-nav';

export default function GameRoute() {
  const { t } = useTranslation();
  const { id, ayahId = '1' } = useParams();

  return (
    <AppLayout title={t('game.title')} actions={<ProfileNav />}>
      <p>{t('game.location', { chapter: id, verse: ayahId })}</p>
    </AppLayout>
  );
}
