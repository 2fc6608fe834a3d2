import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';

import { ProfileNav } from '../components/profile-nav';

export default function LevelsRoute() {
  const { t } = useTranslation();
  return <AppLayout title={t('levels.title')} actions={<ProfileNav />} />;
}
