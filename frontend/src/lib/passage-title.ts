import { useTranslation } from 'react-i18next';

import { useChapterName } from '@/lib/chapters';
import type { RecitePassage } from '@/lib/recite-path';

/** The passage's name as the learner chose it: "An-Naba' 78:1–10", "Pages 582–583", "Today's review". */
export function usePassageTitle(passage: RecitePassage): string {
  const { t } = useTranslation('recitation');
  const chapterName = useChapterName();
  switch (passage.kind) {
    case 'verses': {
      const { from, to } = passage;
      if (from.surah_id === to.surah_id) {
        const verses = from.ayah_id === to.ayah_id ? `${from.ayah_id}` : `${from.ayah_id}–${to.ayah_id}`;
        return `${chapterName(from.surah_id)} ${from.surah_id}:${verses}`.trim();
      }
      return `${chapterName(from.surah_id)} ${from.surah_id}:${from.ayah_id} – ${chapterName(to.surah_id)} ${to.surah_id}:${to.ayah_id}`;
    }
    case 'pages':
      return passage.from === passage.to
        ? t('passage.page', { page: passage.from })
        : t('passage.pages', { from: passage.from, to: passage.to });
    case 'quarter':
      return t('passage.quarter', { hizb: Math.ceil(passage.quarter / 4), quarter: ((passage.quarter - 1) % 4) + 1 });
    case 'review':
      return t('passage.review');
  }
}
