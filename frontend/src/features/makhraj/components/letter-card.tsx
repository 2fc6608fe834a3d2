import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajGuide, MakhrajLetter } from '@/types/api';

import { exampleKey, useExamplePlayer } from '../hooks/use-example-player';
import type { GuideLookup } from '../utils/guide-lookup';
import { ExampleWord } from './example-word';
import styles from './makhraj.module.css';

type LetterCardProps = {
  letter: MakhrajLetter;
  guide: MakhrajGuide;
  lookup: GuideLookup;
  onChoosePoint: (point: number) => void;
};

/** One letter: where it is born, its sifat, and words of the Qur'an that show it, each to hear. The letters of the
 * disjoined openings (الم, يس …) are heard first by their names, as the reciter says them. */
export function LetterCard({ letter, guide, lookup, onChoosePoint }: LetterCardProps) {
  const { t, i18n } = useTranslation('makhraj');
  const headingId = useId();
  const player = useExamplePlayer();
  const point = lookup.point(letter.point);
  const area = point && lookup.area(point.area);
  const sifat = letter.sifat.flatMap((id) => guide.sifat.find((sifah) => sifah.id === id) ?? []);
  const examples = letter.recited_name ? [letter.recited_name, ...letter.examples] : letter.examples;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading} tabIndex={-1}>
        <ArabicText className={styles.bigGlyph}>{letter.glyph}</ArabicText>{' '}
        <span>{inLanguage(letter, 'name', i18n.language)}</span>
      </h3>
      {point && area && (
        <>
          <p>
            <button type="button" className={styles.linkButton} onClick={() => onChoosePoint(point.number)}>
              {t('bornAt', { number: point.number, area: inLanguage(area, 'name', i18n.language) })}
            </button>
          </p>
          <p>{inLanguage(point, 'description', i18n.language)}</p>
        </>
      )}
      {sifat.length > 0 && (
        <>
          <h4 className={styles.subheading}>{t('sifat')}</h4>
          <dl className={styles.sifat}>
            {sifat.map((sifah) => (
              <div key={sifah.id} className={styles.sifah}>
                <dt>
                  {inLanguage(sifah, 'name', i18n.language)}{' '}
                  <span className={styles.gloss}>({inLanguage(sifah, 'gloss', i18n.language)})</span>
                </dt>
                <dd>{inLanguage(sifah, 'description', i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h4 className={styles.subheading}>{t('examples')}</h4>
      <ul className={styles.examples}>
        {examples.map((example) => (
          <ExampleWord
            key={exampleKey(example)}
            example={example}
            playing={player.playing}
            onPlay={(chosen) => void player.play(chosen)}
            onStop={player.stop}
          />
        ))}
      </ul>
    </article>
  );
}
