import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useAyahProgress } from '@/features/study/api/get-ayah-progress';
import { resolveVerseRoute, versePath } from '@/features/study/utils/verse-navigation';
import { useVerseName } from '@/lib/chapters';
import { drillAgainst, drillPath } from '@/lib/drill-path';
import type { VerseReference } from '@/types/api';

import { ChapterNotFoundPage } from '../components/chapter-not-found-page';
import { GameWithReview } from '../components/game-with-review';
import { ProfileNav } from '../components/profile-nav';
import styles from './drill.module.css';

/** /drill/{chapter}/{verse}?with={chapter}:{verse}: "Which one?", the verse drilled against its look-alikes (or the
 * one named by `with`, a confused pair). The verse number is corrected in place as on the study page. */
export default function DrillRoute() {
  const { t } = useTranslation('games');
  const params = useParams();
  const [search] = useSearchParams();
  const against = drillAgainst(search.get('with'));
  const route = resolveVerseRoute(params.chapter, params.verse);

  if (route.status === 'chapter-not-found') return <ChapterNotFoundPage requested={params.chapter} />;
  if (route.status === 'redirect') {
    return <Navigate to={drillPath({ surah_id: route.chapter, ayah_id: route.verse }, against)} replace />;
  }
  return (
    <AppLayout title={t('whichOne.title')} actions={<ProfileNav />}>
      <Drill chapter={route.chapter} verse={route.verse} against={against} />
    </AppLayout>
  );
}

function Drill({ chapter, verse, against }: { chapter: number; verse: number; against?: VerseReference }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const referenceName = useVerseName();
  const drilledName = referenceName({ surah_id: chapter, ayah_id: verse });
  const headingId = useId();
  // Whether the drill is a review of the verse is read once, when it begins: wait for it.
  const progress = useAyahProgress(chapter, verse);
  const backToVerse = () => navigate(versePath({ chapter, verse }));

  return (
    <section className={styles.drill} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {against
          ? t('whichOne.headingPair', { reference: drilledName, other: referenceName(against) })
          : t('whichOne.heading', { reference: drilledName })}
      </h2>
      <p className={styles.description}>{t('whichOne.description')}</p>
      {progress.isPending ? (
        <Spinner size="lg" />
      ) : (
        <GameWithReview
          game="which_one"
          chapter={chapter}
          verse={verse}
          selectedAyah={1}
          against={against}
          onBack={backToVerse}
          next={{ label: t('whichOne.backToVerse'), go: backToVerse }}
        />
      )}
    </section>
  );
}
