import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { PathChoice } from '@/features/learning-path/components/path-choice';
import { useChapters } from '@/lib/chapters';

import { ProfileNav } from '../components/profile-nav';

export default function PickPathRoute() {
  const { t } = useTranslation('review');
  // The learning path feature lists the chapters the study feature loads.
  const chapters = useChapters();

  return (
    <AppLayout title={t('path.title')} actions={<ProfileNav />}>
      <PathChoice chapters={chapters} />
    </AppLayout>
  );
}
