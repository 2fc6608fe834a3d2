import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajArea, MakhrajLetter, MakhrajPoint } from '@/types/api';

import type { GuideLookup } from '../utils/guide-lookup';
import { LetterButton } from './letter-button';
import styles from './makhraj.module.css';

type AreaPanelProps = {
  area: MakhrajArea;
  /** The area's points shown: all of them, or the one chosen. */
  points: MakhrajPoint[];
  lookup: GuideLookup;
  onChooseLetter: (letter: MakhrajLetter) => void;
};

/** An area (or one point of it): what it is, and its points, each with its description and its letters to open. */
export function AreaPanel({ area, points, lookup, onChooseLetter }: AreaPanelProps) {
  const { t, i18n } = useTranslation('makhraj');
  const headingId = useId();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading} tabIndex={-1}>
        <span>
          {inLanguage(area, 'name', i18n.language)}{' '}
          <span className={styles.gloss}>({inLanguage(area, 'gloss', i18n.language)})</span>
        </span>
        <ArabicText className={styles.areaArabic}>{area.name_ar}</ArabicText>
      </h3>
      <p>{inLanguage(area, 'description', i18n.language)}</p>
      <ol className={styles.points}>
        {points.map((point) => (
          <li key={point.number} className={styles.pointItem}>
            <p>
              <strong>{t('point', { number: point.number })}</strong> {inLanguage(point, 'description', i18n.language)}
            </p>
            <div className={styles.letters} role="group" aria-label={t('pointLetters', { number: point.number })}>
              {lookup.lettersAt(point).map((letter) => (
                <LetterButton key={letter.id} letter={letter} onChoose={onChooseLetter} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
