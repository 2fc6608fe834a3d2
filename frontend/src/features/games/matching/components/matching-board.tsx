import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { Button } from '@/components/ui/button/button';
import type { GameMove } from '@/types/api';

import { AnswerMark, markedClass } from '../../shared/components/answer-mark';
import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import verseLines from '../../shared/styles/verse-lines.module.css';
import type { GameNext, GradedGame } from '../../shared/types';
import { gameOutcome } from '../../shared/utils/game-outcome';
import { isSameText } from '../../shared/utils/same-text';
import { translationFor } from '../../shared/utils/translation-for';
import { useLinkEndBoxes } from '../hooks/use-link-end-boxes';
import type { MatchingGameData, MatchingImageItem, MatchingTextItem } from '../types';
import { linkLine } from '../utils/link-line';
import { isEveryTextLinked, linkPair, type Links } from '../utils/matching-rules';
import styles from './matching-board.module.css';

type MatchingBoardProps = {
  game: MatchingGameData;
  chapter: number;
  verse: number;
  next: GameNext;
  onTryAgain?: () => void;
  onResult?: (graded: GradedGame) => void;
};

export function MatchingBoard({ game, chapter, verse, next, onTryAgain, onResult }: MatchingBoardProps) {
  const { t, i18n } = useTranslation('games');
  const [links, setLinks] = useState<Links>(() => new Map());
  const [selectedTextId, setSelectedTextId] = useState<number | null>(null);
  // The submit ends the game, right or wrong (docs/product.md §4): the one move the server grades.
  const [finished, setFinished] = useState(false);
  const moves: GameMove[] = finished ? [{ links: [...links].map(([text, image]) => ({ text, image })) }] : [];
  const grading = useGradedGame({ chapter, verse, gameId: game.game_id, moves, over: finished, onGraded: onResult });
  // Text → its own image, from the server's verdict.
  const rightImage = new Map(grading.verdict?.answer.links?.map(({ text, image }) => [text, image]));

  const boardRef = useRef<HTMLDivElement>(null);
  const boxes = useLinkEndBoxes(boardRef);
  const imageNumber = new Map(game.imageItems.map(({ id }, index) => [id, index + 1]));
  const arabicOf = new Map(game.textItems.map(({ id, arabic_text }) => [id, arabic_text]));
  // A text linked to the picture of another text of the same words is right too (a refrain: 55:13 and 55:16).
  const isRight = (textId: number) =>
    rightImage.has(textId)
      ? [...rightImage].some(
          ([otherId, image]) =>
            image === links.get(textId) && isSameText(arabicOf.get(otherId) ?? '', arabicOf.get(textId) ?? ''),
        )
      : undefined;

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
            const right = isRight(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={[styles.text, markedClass(right)].filter(Boolean).join(' ')}
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
                  {right !== undefined && <AnswerMark right={right} />}
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
            const wrong = isRight(textId) === false;
            return <line key={textId} className={wrong ? styles.wrongLine : styles.line} {...linkLine(text, image)} />;
          })}
        </svg>
      </div>
      {!finished && (
        <div className={styles.actions}>
          <Button
            disabled={
              !isEveryTextLinked(
                links,
                game.textItems.map(({ id }) => id),
              )
            }
            onClick={() => {
              setSelectedTextId(null);
              setFinished(true);
            }}
          >
            {t('matching.submit')}
          </Button>
        </div>
      )}
      {finished && (
        <GameResult
          outcome={gameOutcome(grading)}
          answer={<RightPairs texts={game.textItems} images={game.imageItems} rightImage={rightImage} />}
          next={next}
          onTryAgain={onTryAgain}
        />
      )}
    </>
  );
}

type RightPairsProps = {
  texts: MatchingTextItem[];
  images: MatchingImageItem[];
  rightImage: ReadonlyMap<number, number>;
};

/** Each verse beside its own image. */
function RightPairs({ texts, images, rightImage }: RightPairsProps) {
  const { t } = useTranslation('games');
  const imageIndex = new Map(images.map((image, index) => [image.id, index]));
  return (
    <ul className={styles.rightPairs}>
      {texts.map((text) => {
        const index = imageIndex.get(rightImage.get(text.id) ?? -1);
        if (index === undefined) return null;
        return (
          <li key={text.id} className={styles.rightPair}>
            <ArabicText className={`${styles.arabic} ${verseLines.firstLines}`}>{text.arabic_text}</ArabicText>
            <img src={images[index].src} alt={t('matching.imageAlt', { number: index + 1 })} width={96} height={64} />
          </li>
        );
      })}
    </ul>
  );
}
