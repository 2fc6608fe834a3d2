import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { ChapterNotFound } from '@/features/study/components/game-page/chapter-not-found';

import { ProfileNav } from './profile-nav';

/** The one page for an address naming a surah the Qur'an has not (/games/999/1, /karaoke/999/1, /drill/999/1):
 * "Surah not found", with the way back to the map. */
export function ChapterNotFoundPage({ requested }: { requested: string | undefined }) {
  const { t } = useTranslation('study');

  return (
    <AppLayout title={t('notFound.title')} actions={<ProfileNav />}>
      <ChapterNotFound requested={requested ?? ''} />
    </AppLayout>
  );
}
