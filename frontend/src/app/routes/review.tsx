import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { GamePlayer } from '@/features/games/components/game-player';
import { useRecordReview } from '@/features/games/shared/api/record-review';
import { ReviewSessionPage } from '@/features/learning-path/components/review-session';

import { ProfileNav } from '../components/profile-nav';

export default function ReviewRoute() {
  const { t } = useTranslation('review');
  // The session is the learning path feature's; the games it plays and the call that records them are the
  // games feature's.
  const { mutateAsync: recordReview } = useRecordReview();

  return (
    <AppLayout title={t('session.title')} actions={<ProfileNav />}>
      <ReviewSessionPage Game={GamePlayer} recordReview={recordReview} />
    </AppLayout>
  );
}
