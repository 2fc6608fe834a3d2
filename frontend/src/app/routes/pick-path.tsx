import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { PathCard } from '@/features/pick-path/components/path-card';

import { ProfileNav } from '../components/profile-nav';
import styles from './pick-path.module.css';

export default function PickPathRoute() {
  const { t } = useTranslation();

  return (
    <AppLayout title={t('pickPath.title')} actions={<ProfileNav />}>
      <div className={styles.paths}>
        <PathCard icon="compass" title={t('pickPath.custom.title')} text={t('pickPath.custom.text')} />
        <PathCard icon="map" title={t('pickPath.hafidth.title')} text={t('pickPath.hafidth.text')} />
      </div>
    </AppLayout>
  );
}
