import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { HifzPlayerPage } from '@/features/hifz-player/components/hifz-player-page';
import { useCurrentVerse } from '@/features/study/api/get-current-verse';
import { resolveVerseRoute } from '@/features/study/utils/verse-navigation';

import { ChapterNotFoundPage } from '../components/chapter-not-found-page';
import { ProfileNav } from '../components/profile-nav';

/** /karaoke/{chapter}/{verse}: the Hifz player (the menu's Karaoke entry); /karaoke alone opens the learner's
 * current verse. */
export default function KaraokeRoute() {
  const { t } = useTranslation('player');
  const params = useParams();
  if (params.chapter === undefined) {
    return (
      <AppLayout title={t('title')} actions={<ProfileNav />}>
        <CurrentVersePlayer />
      </AppLayout>
    );
  }
  // An address naming no surah says so, as the study page does, rather than opening another one.
  if (resolveVerseRoute(params.chapter, params.verse).status === 'chapter-not-found') {
    return <ChapterNotFoundPage requested={params.chapter} />;
  }
  const chapter = Number(params.chapter);
  const verse = params.verse === undefined ? null : Number(params.verse);

  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      {/* One player for every chapter: a range may run on into the next chapter, and the address follows it. */}
      <HifzPlayerPage chapter={chapter} verse={verse} />
    </AppLayout>
  );
}

/** The verse the learner is on in their study path; the Qur'an's first verse at once if that cannot be had. */
function CurrentVersePlayer() {
  const current = useCurrentVerse({ retry: false });
  if (current.isPending) return <Spinner size="lg" />;
  const { surah_id: chapter, ayah_id: verse } = current.data ?? { surah_id: 1, ayah_id: 1 };
  return <Navigate to={`/karaoke/${chapter}/${verse}`} replace />;
}
