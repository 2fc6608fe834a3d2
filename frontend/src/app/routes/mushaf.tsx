import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { MushafReader } from '@/features/mushaf/components/mushaf-reader';
import { useLastPageStore } from '@/features/mushaf/stores/last-page-store';
import { pageNumber } from '@/features/mushaf/utils/spread';
import { versePath } from '@/features/study/utils/verse-navigation';
import type { VerseReference } from '@/types/api';

import { ProfileNav } from '../components/profile-nav';

const learnCardPath = (verse: VerseReference) => versePath({ chapter: verse.surah_id, verse: verse.ayah_id });

/** /mushaf/{page}?verse={surah}:{ayah}: the Madani mushaf at a page, the verse lit. /mushaf alone opens the page last
 * read; a page that is none (0, 605, "x") opens the first or the last. */
export default function MushafRoute() {
  const { t } = useTranslation('mushaf');
  const params = useParams();
  const [search] = useSearchParams();
  const lastPage = useLastPageStore((state) => state.page);
  const page = pageNumber(params.page);

  if (page === null) {
    const asked = Number(params.page);
    const fallback = params.page === undefined ? (pageNumber(String(lastPage)) ?? 1) : asked > 1 ? 604 : 1;
    return <Navigate to={`/mushaf/${fallback}`} replace />;
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
