import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { Button } from '@/components/ui/button/button';
import type { GameMove } from '@/types/api';

import { CompletionPanel } from '../../shared/components/completion-panel';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import verseLines from '../../shared/styles/verse-lines.module.css';
import type { GradedGame } from '../../shared/types';
import { translationFor } from '../../shared/utils/translation-for';
import { useLinkEndBoxes } from '../hooks/use-link-end-boxes';
import type { MatchingGameData } from '../types';
import { linkLine } from '../utils/link-line';
import { isEveryTextLinked, isMatchingCorrect, linkPair, type Links } from '../utils/matching-rules';
import styles from './matching-board.module.css';

type MatchingBoardProps = {
  game: MatchingGameData;
  chapter: number;
  verse: number;
  onBack: () => void;
  onResult?: (graded: GradedGame) => void;
};

export function MatchingBoard({ game, chapter, verse, onBack, onResult }: MatchingBoardProps) {
  const { t, i18n } = useTranslation('games');
  const [links, setLinks] = useState<Links>(() => new Map());
  const [selectedTextId, setSelectedTextId] = useState<number | null>(null);
  /** null until submitted, then whether every link was right (SPEC §4). */
  const [result, setResult] = useState<boolean | null>(null);
  // The submit, the one move the server grades: a failed one ends the game too, a loss with its one mistake.
  const moves: GameMove[] = result === null ? [] : [{ links: [...links].map(([text, image]) => ({ text, image })) }];
  const verdict = useGradedGame({
    chapter,
    verse,
    gameId: game.game_id,
    moves,
    over: result !== null,
    onGraded: onResult,
  });

  const boardRef = useRef<HTMLDivElement>(null);
  const boxes = useLinkEndBoxes(boardRef);
  const finished = result !== null;
  const imageNumber = new Map(game.imageItems.map(({ id }, index) => [id, index + 1]));

  function linkTo(imageId: number) {
    if (selectedTextId === null) return;
    setLinks(linkPair(links, selectedTextId, imageId));
    setSelectedTextId(null);
  }

  return (
    <>
      <p className={styles.instructions}>{t('matching.instructions')}</p>
      <div ref={boardRef} className={styles.board}>
        <ul className={styles.column} aria-label={t('matching.texts')}>
          {game.textItems.map((item) => {
            const linkedImageId = links.get(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.text}
                  data-link-end={`text-${item.id}`}
                  aria-pressed={selectedTextId === item.id}
                  disabled={finished}
                  onClick={() => setSelectedTextId(selectedTextId === item.id ? null : item.id)}
                >
                  <ArabicText className={`${styles.arabic} ${verseLines.firstLines}`}>{item.arabic_text}</ArabicText>
                  <span className={`${styles.translation} ${verseLines.firstLines}`}>
                    {translationFor(item, i18n.resolvedLanguage)}
                  </span>
                  {linkedImageId !== undefined && (
                    <span className="visually-hidden">
                      {t('matching.linkedTo', { number: imageNumber.get(linkedImageId) })}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <ul className={styles.column} aria-label={t('matching.images')}>
          {game.imageItems.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.image}
                data-link-end={`image-${item.id}`}
                disabled={finished}
                onClick={() => linkTo(item.id)}
              >
                <img
                  src={item.src}
                  alt={t('matching.imageAlt', { number: index + 1 })}
                  width={300}
                  height={200}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
        <svg className={styles.lines} aria-hidden="true">
          {[...links].map(([textId, imageId]) => {
            const text = boxes.get(`text-${textId}`);
            const image = boxes.get(`image-${imageId}`);
            if (!text || !image) return null;
            const wrong = finished && game.correctPairs[textId] !== imageId;
            return (
<line key={textId} className={wrong ? styles.wrongLine : styles.line} {...linkLine(text, image)} />
            );
          })}
        </svg>
      </div>
      {!finished && (
        <div className={styles.actions}>
          <Button
            disabled={!isEveryTextLinked(links, game.textItems.map(({ id }) => id))}
            onClick={() => {
              setSelectedTextId(null);
              setResult(isMatchingCorrect(links, game.correctPairs));
            }}
          >
            {t('matching.submit')}
          </Button>
        </div>
      )}
      {finished && <CompletionPanel won={result} xp={verdict?.xp_gained} onBack={onBack} />}
    </>
  );
}
