import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { useNextXp } from '@/features/games/shared/api/get-next-xp';
import { useLearningPath } from '@/features/learning-path/api/get-learning-path';
import { useChapter } from '@/features/study/api/get-chapter';
import { GamePage } from '@/features/study/components/game-page/game-page';
import { resolveVerseRoute, versePath } from '@/features/study/utils/verse-navigation';
import { localChapterName } from '@/lib/chapter-name';
import { gameFromAddress } from '@/lib/games';

import { ChapterNotFoundPage } from '../components/chapter-not-found-page';
import { GameWithReview } from '../components/game-with-review';
import { ProfileNav } from '../components/profile-nav';

export default function GameRoute() {
  const { id, ayahId } = useParams();
  const route = resolveVerseRoute(id, ayahId);

  if (route.status === 'chapter-not-found') return <ChapterNotFoundPage requested={id} />;
  // docs/product.md §2: a verse number out of range is corrected in place, not added to the history.
  if (route.status === 'redirect') return <Navigate to={versePath(route)} replace />;
  return <StudyPage chapter={route.chapter} verse={route.verse} />;
}

function StudyPage({ chapter, verse }: { chapter: number; verse: number }) {
  const { t, i18n } = useTranslation('study');
  const details = useChapter(chapter).data;
  const nextXp = useNextXp(chapter, verse).data;
  // Next verse crosses chapters along the learner's path (the original order until it loads).
  const chapterOrder = useLearningPath().data?.chapter_order;
  // ?play=gaps opens that game on the verse alone (the Weak spots page links so), once: the address forgets it, so
  // coming back to the page (a reload, the history) finds the learn card.
  const [search, setSearch] = useSearchParams();
  const [initialGame] = useState(() => gameFromAddress(search));
  useEffect(() => {
    if (search.has('play')) setSearch({}, { replace: true });
  }, [search, setSearch]);

  // The study page and the games are separate features; this is where they meet.
  return (
    <AppLayout
      title={details ? localChapterName(details, i18n.language) : t('game.chapterFallback', { chapter })}
      actions={<ProfileNav />}
    >
      <GamePage
        chapter={chapter}
        verse={verse}
        Game={GameWithReview}
        nextXp={nextXp}
        chapterOrder={chapterOrder}
        initialGame={initialGame}
      />
    </AppLayout>
  );
}
