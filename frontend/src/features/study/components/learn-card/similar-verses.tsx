import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MarkedWords } from '@/components/marked-words/marked-words';
import { Button } from '@/components/ui/button/button';
import { useChapterName, useVerseName } from '@/lib/chapters';
import { drillPath } from '@/lib/drill-path';
import type { SimilarVerse } from '@/types/api';

import { useSimilarVerses } from '@/lib/similar-verses';
import { versePath } from '../../utils/verse-navigation';
import styles from './similar-verses.module.css';

// More than this many different look-alikes fold under a "show all" button.
const SHOWN_AT_FIRST = 4;

type SimilarVersesProps = { chapter: number; verse: number };

/** Verses a learner can mistake for this one, with the words that tell them apart lit; nothing when there are none.
 * Whole verses alike come first, each compared with this verse; then the phrases this verse shares with others,
 * each shown in both verses with the word that differs inside it lit. */
export function SimilarVerses({ chapter, verse }: SimilarVersesProps) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const similar = useSimilarVerses(chapter, verse);
  const chapterName = useChapterName();
  const referenceName = useVerseName();
  const [comparedReference, setComparedReference] = useState<string>();

  const lookalikes = similar.data?.similar ?? [];
  if (lookalikes.length === 0) return null;
  // A refrain repeated word for word has nothing to light: its places are listed instead. (A verse whose words
  // all stand inside this longer one is not a repeat: it scores under 1 and is shown.)
  const repeats = lookalikes.filter((lookalike) => lookalike.score === 1 && lookalike.words.every((word) => word.same));
  const wholeVerses = lookalikes.filter((lookalike) => lookalike.kind === 'verse' && !repeats.includes(lookalike));
  const phrases = lookalikes.filter((lookalike) => lookalike.kind === 'phrase');
  // This verse is lit against one whole look-alike at a time: the closest, or the one the learner picks.
  const compared = wholeVerses.find((lookalike) => reference(lookalike) === comparedReference) ?? wholeVerses[0];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('similar.title')}
      </h2>
      {wholeVerses.length + phrases.length > 0 && (
        <>
          <p className={styles.hint}>{t('similar.hint')}</p>
          <Link className={styles.drill} to={drillPath({ surah_id: chapter, ayah_id: verse })}>
            {t('similar.drill')}
          </Link>
        </>
      )}
      {repeats.length > 0 && (
        <p className={styles.repeats}>
          {t('similar.repeatedAt')}{' '}
          {chapterGroups(repeats).map(([chapterId, places], groupIndex) => (
            <span key={chapterId}>
              {groupIndex > 0 && '; '}
              {chapterName(chapterId)}{' '}
              {places.map((place, index) => (
                <span key={place.ayah_id}>
                  {index > 0 && ', '}
                  <VerseLink lookalike={place}>{reference(place)}</VerseLink>
                </span>
              ))}
            </span>
          ))}
        </p>
      )}
      {compared && (
        <LookalikeGroup title={t('similar.wholeVerses')} lookalikes={wholeVerses}>
          {(shown) => (
            <>
              <div className={styles.thisVerse} aria-live="polite">
                <p className={styles.label}>{t('similar.thisVerse', { reference: referenceName(compared) })}</p>
                <MarkedWords words={compared.verse_words} />
              </div>
              <ul className={styles.list}>
                {shown.map((lookalike) => (
                  <li
                    key={reference(lookalike)}
                    className={styles.item}
                    data-compared={lookalike === compared || undefined}
                  >
                    <p className={styles.label}>
                      <VerseLink lookalike={lookalike}>{referenceName(lookalike)}</VerseLink>
                      <span className={styles.score}>
                        {t('similar.score', { percent: Math.round(lookalike.score * 100) })}
                      </span>
                    </p>
                    <MarkedWords words={lookalike.words} />
                    {wholeVerses.length > 1 && (
                      <Button
                        variant="ghost"
                        className={styles.compare}
                        aria-pressed={lookalike === compared}
                        onClick={() => setComparedReference(reference(lookalike))}
                      >
                        {t('similar.compare', { reference: reference(lookalike) })}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </LookalikeGroup>
      )}
      {phrases.length > 0 && (
        <LookalikeGroup title={t('similar.sharedPhrases')} hint={t('similar.phrasesHint')} lookalikes={phrases}>
          {(shown) => (
            <ul className={styles.list}>
              {shown.map((lookalike) => (
                <li key={reference(lookalike)} className={styles.item}>
                  <p className={styles.label}>
                    <VerseLink lookalike={lookalike}>{referenceName(lookalike)}</VerseLink>
                  </p>
                  <MarkedWords words={lookalike.words} span={lookalike.phrase} className={styles.phrase} />
                  <p className={styles.phraseHere}>{t('similar.phraseHere')}</p>
                  <MarkedWords words={lookalike.verse_words} span={lookalike.verse_phrase} className={styles.phrase} />
                </li>
              ))}
            </ul>
          )}
        </LookalikeGroup>
      )}
    </section>
  );
}

type LookalikeGroupProps = {
  title: string;
  hint?: string;
  lookalikes: SimilarVerse[];
  children: (shown: SimilarVerse[]) => ReactNode;
};

/** One kind of look-alike under its heading; past SHOWN_AT_FIRST, the rest behind "Show all". */
function LookalikeGroup({ title, hint, lookalikes, children }: LookalikeGroupProps) {
  const { t } = useTranslation('study');
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeading}>
        {title}
      </h3>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children(showAll ? lookalikes : lookalikes.slice(0, SHOWN_AT_FIRST))}
      {lookalikes.length > SHOWN_AT_FIRST && (
        <Button variant="ghost" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
          {showAll ? t('similar.showFewer') : t('similar.showAll', { total: lookalikes.length })}
        </Button>
      )}
    </section>
  );
}

/** The verse's reference, e.g. 7:19; also its key among the look-alikes. */
const reference = ({ surah_id, ayah_id }: SimilarVerse) => `${surah_id}:${ayah_id}`;

/** Look-alikes by chapter, in the order they came. */
function chapterGroups(lookalikes: SimilarVerse[]): [number, SimilarVerse[]][] {
  const groups = new Map<number, SimilarVerse[]>();
  for (const lookalike of lookalikes)
    groups.set(lookalike.surah_id, [...(groups.get(lookalike.surah_id) ?? []), lookalike]);
  return [...groups];
}

function VerseLink({ lookalike, children }: { lookalike: SimilarVerse; children: string }) {
  return (
    <Link className={styles.link} to={versePath({ chapter: lookalike.surah_id, verse: lookalike.ayah_id })}>
      {children}
    </Link>
  );
}
