import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { safeNextPath } from '@/features/auth/utils/sign-in-path';
import { PathChoice } from '@/features/learning-path/components/path-choice';
import { useChapters } from '@/lib/chapters';

import { ProfileNav } from '../components/profile-nav';

export default function PickPathRoute() {
  const { t } = useTranslation('review');
  // The learning path feature lists the chapters the study feature loads.
  const chapters = useChapters();
  // Sign-in sends a learner here first, on their way to another page (the ProtectedLayout).
  const next = safeNextPath(useSearchParams()[0].get('next')) ?? undefined;

  return (
    <AppLayout title={t('path.title')} actions={<ProfileNav />}>
      <PathChoice chapters={chapters} next={next} />
    </AppLayout>
  );
}
