import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { MushafReader } from '@/features/mushaf/components/mushaf-reader';
import { useLastPageStore } from '@/features/mushaf/stores/last-page-store';
import { pageNumber } from '@/features/mushaf/utils/spread';
import { versePath } from '@/features/study/utils/verse-navigation';
import { PAGE_COUNT } from '@/lib/verse-counts';
import type { VerseReference } from '@/types/api';

import { ProfileNav } from '../components/profile-nav';

const learnCardPath = (verse: VerseReference) => versePath({ chapter: verse.surah_id, verse: verse.ayah_id });

/** The page an address that names none means: its leading digits kept within 1–604 ("1.5" is 1, "999" 604), or 1. */
function nearestPage(asked: string): number {
  const digits = /^\d+/.exec(asked)?.[0];
  return digits === undefined ? 1 : Math.min(Math.max(Number(digits), 1), PAGE_COUNT);
}

/** /mushaf/{page}?verse={surah}:{ayah}: the Madani mushaf at a page, the verse lit. /mushaf alone opens the page last
 * read; a page that is none opens the nearest one (0 → 1, 605 → 604, "12abc" → 12, "x" → 1). */
export default function MushafRoute() {
  const { t } = useTranslation('mushaf');
  const params = useParams();
  const [search] = useSearchParams();
  const lastPage = useLastPageStore((state) => state.page);
  const page = pageNumber(params.page);

  if (page === null) {
    const fallback = params.page === undefined ? (pageNumber(String(lastPage)) ?? 1) : nearestPage(params.page);
    return <Navigate to={{ pathname: `/mushaf/${fallback}`, search: search.toString() }} replace />;
  }
  const verse = search.get('verse');
  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      <MushafReader
        page={page}
        highlighted={verse && /^\d{1,3}:\d{1,3}$/.test(verse) ? verse : null}
        learnCardPath={learnCardPath}
      />
    </AppLayout>
  );
}
