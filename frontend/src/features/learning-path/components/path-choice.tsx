import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button/button';
import { Icon, type IconName } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { Chapter, LearningPath, LearningPathUpdate } from '@/types/api';

import { useLearningPath } from '../api/get-learning-path';
import { useUpdateLearningPath } from '../api/update-learning-path';
import { ChapterPicker } from './chapter-picker';
import { DailyNewVersesField } from './daily-new-verses-field';
import styles from './path-choice.module.css';

// What the server gives a learner who never chose.
const DEFAULT_DAILY_NEW_VERSES = 3;
// Where a Juz 'Amma path starts: An-Nas, going back to An-Naba', or An-Naba', going on to An-Nas.
const JUZ_AMMA_STARTS = [114, 78] as const;

type PathChoiceProps = {
  /** The chapters, named in the interface language: the study feature loads them, the app passes them in. */
  chapters: UseQueryResult<Chapter[]>;
  /** Where saving goes: the page the learner was on their way to, else the level map. */
  next?: string;
};

/** 'Choose your path': Hafiz's path, Juz 'Amma in the direction the learner likes, or a custom one, each with its
 * new verses a day. Saving goes on to `next`. A
 * learner choosing for the first time is told why they are asked and that they can change it later. */
export function PathChoice({ chapters, next }: PathChoiceProps) {
  const { t } = useTranslation('review');
  const path = useLearningPath();

  if (path.isPending) return <Spinner size="lg" />;
  // If the current path cannot be loaded (a toast says so), the learner can still choose one.
  return (
    <>
      {path.data?.chosen === false && <p className={styles.firstChoice}>{t('path.firstChoice')}</p>}
      <PathCards current={path.data ?? null} chapters={chapters} next={next} />
    </>
  );
}

function PathCards({ current, chapters, next = '/levels' }: PathChoiceProps & { current: LearningPath | null }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const update = useUpdateLearningPath();
  const [daily, setDaily] = useState(String(current?.daily_new_verses ?? DEFAULT_DAILY_NEW_VERSES));
  const [chapter, setChapter] = useState(current?.kind === 'custom' ? current.chapter : null);
  const [juzAmmaStart, setJuzAmmaStart] = useState(current?.kind === 'juz_amma' ? current.chapter : 114);
  const juzAmmaName = useId();
  const [chapterMissing, setChapterMissing] = useState(false);
  const chapterErrorId = useId();
  const chosen = chapters.data?.find(({ id }) => id === chapter);

  const save = (choice: Omit<LearningPathUpdate, 'daily_new_verses'>) =>
    update.mutate({ ...choice, daily_new_verses: Number(daily) }, { onSuccess: () => void navigate(next) });

  const saveCustom = () => {
    setChapterMissing(chapter === null);
    if (chapter !== null) save({ kind: 'custom', chapter });
  };

  return (
    <div className={styles.paths}>
      <PathCard
        icon="map"
        title={t('path.hafidh.title')}
        text={t('path.hafidh.text')}
        current={current?.kind === 'hafidh'}
        onSubmit={() => save({ kind: 'hafidh', chapter: null })}
      >
        <DailyNewVersesField value={daily} onChange={setDaily} />
        <Button type="submit" disabled={update.isPending}>
          {t('path.hafidh.save')}
        </Button>
      </PathCard>
      <PathCard
        icon="book"
        title={t('path.juzAmma.title')}
        text={t('path.juzAmma.text')}
        current={current?.kind === 'juz_amma'}
        onSubmit={() => save({ kind: 'juz_amma', chapter: juzAmmaStart })}
      >
        <fieldset className={styles.directions}>
          <legend>{t('path.juzAmma.direction')}</legend>
          {JUZ_AMMA_STARTS.map((start) => (
            <label key={start} className={styles.direction}>
              <input
                type="radio"
                name={juzAmmaName}
                value={start}
                checked={juzAmmaStart === start}
                onChange={() => setJuzAmmaStart(start)}
              />
              {t(start === 114 ? 'path.juzAmma.fromAnNas' : 'path.juzAmma.fromAnNaba')}
            </label>
          ))}
        </fieldset>
        <DailyNewVersesField value={daily} onChange={setDaily} />
        <Button type="submit" disabled={update.isPending}>
          {t('path.juzAmma.save')}
        </Button>
      </PathCard>
      <PathCard
        icon="compass"
        title={t('path.custom.title')}
        text={t('path.custom.text')}
        current={current?.kind === 'custom'}
        onSubmit={saveCustom}
      >
        <ChapterPicker
          chapters={chapters.data}
          loadFailed={chapters.isError}
          chosen={chapter}
          onChoose={(number) => {
            setChapter(number);
            setChapterMissing(false);
          }}
        />
        {chosen && (
          <p className={styles.chosen}>
            {t('path.custom.chosen', { number: chosen.id, name: chosen.translated_name.name })}
          </p>
        )}
        {chapterMissing && (
          <p id={chapterErrorId} role="alert" className={styles.error}>
            {t('path.custom.chapterRequired')}
          </p>
        )}
        <DailyNewVersesField value={daily} onChange={setDaily} />
        <Button
          type="submit"
          disabled={update.isPending}
          aria-describedby={chapterMissing ? chapterErrorId : undefined}
        >
          {t('path.custom.save')}
        </Button>
      </PathCard>
    </div>
  );
}

type PathCardProps = {
  icon: IconName;
  title: string;
  text: string;
  /** The learner's path now. */
  current: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

function PathCard({ icon, title, text, current, onSubmit, children }: PathCardProps) {
  const { t } = useTranslation('review');
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={`${styles.card} ${current ? styles.current : ''}`} aria-labelledby={titleId} onSubmit={submit}>
      <div className={styles.cardHeader}>
        <span className={styles.icon}>
          <Icon name={icon} size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {current && <span className={styles.badge}>{t('path.current')}</span>}
      </div>
      <p className={styles.text}>{text}</p>
      {children}
    </form>
  );
}
