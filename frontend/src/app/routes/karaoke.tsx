import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { HifzPlayerPage } from '@/features/hifz-player/components/hifz-player-page';
import { KARAOKE_START } from '@/stores/player-position-store';

import { ProfileNav } from '../components/profile-nav';

const CHAPTER_COUNT = 114;

/** /karaoke/{chapter}/{verse}: the Hifz player (the menu's Karaoke entry). */
export default function KaraokeRoute() {
  const { t } = useTranslation('player');
  const params = useParams();
  const chapter = Number(params.chapter);
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > CHAPTER_COUNT) return <Navigate to={KARAOKE_START} replace />;
  const verse = params.verse === undefined ? null : Number(params.verse);

  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      {/* Another chapter is another player: nothing of the last one's playback carries over. */}
      <HifzPlayerPage key={chapter} chapter={chapter} verse={verse} />
    </AppLayout>
  );
}
