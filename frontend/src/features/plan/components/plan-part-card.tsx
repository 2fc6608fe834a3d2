import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { gamePath } from '@/lib/games';
import { usePassageTitle } from '@/lib/passage-title';
import { recitePath } from '@/lib/recite-path';
import type { PlanPart, VerseRange } from '@/types/api';

import { formatPages, rangePassage } from '../utils/plan-format';
import styles from './plan.module.css';

/** One part of the day: what it holds, how far it is done, and for each of its passages the way to learn it (the
 * sabaq's), hear it in the Hifz player and recite it from memory. */
export function PlanPartCard({
  part,
  sabqiLessons,
  sabqiLessonsMax,
  manzilDays,
  memorisedAny,
}: {
  part: PlanPart;
  sabqiLessons: number;
  sabqiLessonsMax: number;
  manzilDays: number;
  // Whether the learner has memorised anything: an empty manzil then says it is all in the sabaq and sabqi.
  memorisedAny: boolean;
}) {
  const { t, i18n } = useTranslation('plan');
  const titleId = `plan-part-${part.part}`;
  const empty = part.verses === 0;
  const how = {
    sabaq: t('today.sabaq.how'),
    sabqi: t('today.sabqi.how', { count: sabqiLessons }),
    manzil: t('today.manzil.how', { days: manzilDays }),
  }[part.part];
  const none = {
    sabaq: t('today.sabaq.none'),
    sabqi: t('today.sabqi.none', { count: sabqiLessonsMax }),
    manzil: memorisedAny ? t('today.manzil.allInSabqi') : t('today.manzil.none'),
  }[part.part];
  const progress =
    part.part === 'sabaq'
      ? t('today.sabaq.progress', { memorised: part.memorised, recited: part.recited, count: part.verses })
      : t(`today.${part.part}.progress`, { recited: part.recited, count: part.verses });

  return (
    <section className={`${styles.part} ${part.done ? styles.partDone : ''}`} aria-labelledby={titleId}>
      <header className={styles.partHeader}>
        <h3 id={titleId} className={styles.partTitle}>
          {t(`today.${part.part}.title`)}
        </h3>
        <span className={part.done ? styles.badgeDone : styles.badgeOpen}>
          {part.done && <Icon name="check" size={16} />}
          {part.done ? t('today.partDone') : t('today.partOpen')}
        </span>
      </header>
      {empty ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <>
          <p className={styles.muted}>{how}</p>
          <p className={styles.size}>
            {t('today.size', { pages: formatPages(part.pages, i18n.language), count: part.verses })} · {progress}
          </p>
          {part.brought_in.length > 0 && (
            <>
              <p className={styles.subheading}>{t('today.manzil.broughtIn')}</p>
              <ul className={styles.passages}>
                {part.brought_in.map(({ verse, reason }) => (
                  <PassageItem
                    key={`${verse.surah_id}:${verse.ayah_id}`}
                    range={{ from_verse: verse, to_verse: verse }}
                    note={t(`today.manzil.${reason}`)}
                  />
                ))}
              </ul>
            </>
          )}
          <ul className={styles.passages}>
            {part.ranges.map((range) => (
              <PassageItem
                key={`${range.from_verse.surah_id}:${range.from_verse.ayah_id}`}
                range={range}
                learn={part.part === 'sabaq'}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PassageItem({ range, learn = false, note }: { range: VerseRange; learn?: boolean; note?: string }) {
  const { t } = useTranslation('plan');
  const passage = rangePassage(range);
  const title = usePassageTitle(passage);
  const first = range.from_verse;
  return (
    <li className={styles.passage}>
      <span className={styles.passageTitle}>
        {title}
        {note && <span className={styles.note}>{note}</span>}
      </span>
      <span className={styles.passageActions}>
        {learn && (
          <ButtonLink variant="secondary" to={gamePath(first)} aria-label={t('today.learnPassage', { title })}>
            <Icon name="book" size={18} />
            {t('today.learn')}
          </ButtonLink>
        )}
        <ButtonLink
          variant="secondary"
          to={`/karaoke/${first.surah_id}/${first.ayah_id}`}
          aria-label={t('today.listenPassage', { title })}
        >
          <Icon name="headphones" size={18} />
          {t('today.listen')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={recitePath(passage)} aria-label={t('today.recitePassage', { title })}>
          <Icon name="mic" size={18} />
          {t('today.recite')}
        </ButtonLink>
      </span>
    </li>
  );
}
