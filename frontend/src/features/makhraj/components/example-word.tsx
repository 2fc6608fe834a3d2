import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LetterInWord } from '@/components/letter-in-word/letter-in-word';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { gamePath } from '@/lib/games';
import { useVerseName } from '@/lib/chapters';
import type { LetterExample } from '@/types/api';

import { exampleKey } from '../hooks/use-example-player';
import styles from './makhraj.module.css';

type ExampleWordProps = {
  example: LetterExample;
  playing: string | null;
  onPlay: (example: LetterExample) => void;
  onStop: () => void;
};

/** A word of the Qur'an that shows a letter (the letter lit in it), how it shows it, its verse, and its recitation. */
export function ExampleWord({ example, playing, onPlay, onStop }: ExampleWordProps) {
  const { t } = useTranslation('makhraj');
  const verseName = useVerseName();
  const reference = verseName(example);
  const isPlaying = playing === exampleKey(example);

  return (
    <li className={styles.example}>
      <span className={styles.exampleKind}>{t(`exampleKinds.${example.kind}`)}</span>
      <LetterInWord word={example.word} letter={example.letter} className={styles.exampleWord} />
      <div className={styles.exampleFoot}>
        <Link to={gamePath(example)} className={styles.reference}>
          {reference}
        </Link>
        {isPlaying ? (
          <Button variant="secondary" className={styles.play} onClick={onStop}>
            <Icon name="pause" />
            {t('stop')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className={styles.play}
            onClick={() => onPlay(example)}
            aria-label={t(example.timings_url ? 'playWord' : 'playVerse', { reference })}
          >
            <Icon name="play" />
            {t('play')}
          </Button>
        )}
      </div>
    </li>
  );
}
