import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';

import type { GameMove } from '@/types/api';

import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameNext, GradedGame } from '../../shared/types';
import { gameOutcome } from '../../shared/utils/game-outcome';
import { isSameText } from '../../shared/utils/same-text';
import type { Phrase, SentencePart, ShufflingLevel } from '../types';
import { dropZoneCoordinates } from '../utils/drop-zone-coordinates';
import {
  initialPlacements,
  isEveryGapFilled,
  movePhrase,
  trayPhrases,
  type DropTarget,
  type Placements,
} from '../utils/shuffling-rules';
import { GapSlot } from './gap-slot';
import { PhraseCard, PhraseCardOverlay } from './phrase-card';
import { PhraseTray } from './phrase-tray';
import styles from './shuffling-board.module.css';

type ShufflingBoardProps = {
  level: ShufflingLevel;
  /** The deal, for its grading. */
  gameId: string;
  chapter: number;
  verse: number;
  next: GameNext;
  onTryAgain?: () => void;
  onResult?: (graded: GradedGame) => void;
};

const phraseOf = (active: Active) => (active.data.current as { phrase: Phrase }).phrase;
const targetOf = (over: Over) => (over.data.current as { target: DropTarget }).target;

// Under a pointer, the zone the pointer is in; with the keyboard (no pointer), the zone the phrase covers most.
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

export function ShufflingBoard({ level, gameId, chapter, verse, next, onTryAgain, onResult }: ShufflingBoardProps) {
  const { t } = useTranslation('games');
  const [placements, setPlacements] = useState<Placements>(() => initialPlacements(level.sentence));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<Phrase | null>(null);
  const [lastMovedId, setLastMovedId] = useState<number | null>(null);
  // Every drop, as the server replays it to grade the game (it counts the mistakes too).
  const [moves, setMoves] = useState<GameMove[]>([]);
  // Every gap filled ends the game, right or wrong; the server's verdict says which phrases belong where.
  const over = isEveryGapFilled(placements);
  const grading = useGradedGame({ chapter, verse, gameId, moves, over, onGraded: onResult });
  const belongs = new Map(grading.verdict?.answer.placements?.map(({ gap, phrase }) => [gap, phrase]));

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press starts a touch drag, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    // Space drags; Enter is left to the button, for the select-then-place way of playing.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter', 'Tab'] },
      coordinateGetter: dropZoneCoordinates,
    }),
  );

  const phrasesById = new Map(level.phrases.map((phrase) => [phrase.id, phrase]));
  // A phrase fits the gap of any phrase of its words (a refrain's words in two gaps fit either).
  const fits = (phrase: Phrase, gapId: number) =>
    isSameText(phrasesById.get(belongs.get(gapId) ?? -1)?.text ?? '', phrase.text);
  const selectedInGap = selectedId !== null && [...placements.values()].includes(selectedId);

  function move(phraseId: number, target: DropTarget) {
    setMoves([...moves, { phrase: phraseId, gap: target.kind === 'gap' ? target.gapId : null }]);
    setPlacements(movePhrase(placements, phraseId, target));
    setSelectedId(null);
    setLastMovedId(phraseId);
  }

  function clickPhrase(phraseId: number, where: DropTarget) {
    if (selectedId === null || selectedId === phraseId) {
      setSelectedId(selectedId === phraseId ? null : phraseId);
    } else if (where.kind === 'gap') {
      move(selectedId, where);
    } else {
      setSelectedId(phraseId);
    }
  }

  function dragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    if (over) move(phraseOf(active).id, targetOf(over));
  }

  const targetName = (over: Over) => {
    const target = targetOf(over);
    return target.kind === 'gap'
      ? t('shuffling.announcements.gap', { number: target.gapId })
      : t('shuffling.announcements.tray');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('shuffling.announcements.pickedUp', { phrase: phraseOf(active).text }),
    onDragOver: ({ over }) =>
      over ? t('shuffling.announcements.over', { target: targetName(over) }) : t('shuffling.announcements.notOver'),
    onDragEnd: ({ active, over }) =>
      over
        ? t('shuffling.announcements.dropped', { phrase: phraseOf(active).text, target: targetName(over) })
        : t('shuffling.announcements.droppedNowhere', { phrase: phraseOf(active).text }),
    onDragCancel: ({ active }) => t('shuffling.announcements.droppedNowhere', { phrase: phraseOf(active).text }),
  };

  const card = (phrase: Phrase, where: DropTarget) => (
    <PhraseCard
      key={phrase.id}
      phrase={phrase}
      selected={selectedId === phrase.id}
      disabled={over}
      focusOnMount={lastMovedId === phrase.id}
      right={where.kind === 'gap' && belongs.has(where.gapId) ? fits(phrase, where.gapId) : undefined}
      onClick={() => clickPhrase(phrase.id, where)}
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('shuffling.dragInstructions') } }}
      onDragStart={({ active }) => {
        setSelectedId(null);
        setDragged(phraseOf(active));
      }}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <p className={styles.instructions}>{t('shuffling.instructions')}</p>
      <div role="group" aria-label={t('shuffling.sentence')}>
        <ArabicText as="div" className={styles.sentence}>
          {level.sentence.map((part, index) => {
            if (part.type === 'text') {
              return <span key={`text-${index}`}>{quranFontText(part.content)}</span>;
            }
            const placed = placements.get(part.id);
            const phrase = placed == null ? undefined : phrasesById.get(placed);
            return (
              <GapSlot
                key={`gap-${part.id}`}
                gapId={part.id}
                disabled={over}
                onActivate={() => {
                  if (selectedId !== null) move(selectedId, { kind: 'gap', gapId: part.id });
                }}
              >
                {phrase ? card(phrase, { kind: 'gap', gapId: part.id }) : null}
              </GapSlot>
            );
          })}
        </ArabicText>
      </div>
      {!over && (
        <PhraseTray onReturnSelected={selectedInGap ? () => move(selectedId, { kind: 'tray' }) : null}>
          {trayPhrases(level.phrases, placements).map((phrase) => card(phrase, { kind: 'tray' }))}
        </PhraseTray>
      )}
      {/* Click-through while it glides back after a drop, so the next phrase can be grabbed at once. */}
      <DragOverlay className={styles.overlay}>{dragged && <PhraseCardOverlay phrase={dragged} />}</DragOverlay>
      {over && (
        <GameResult
          outcome={gameOutcome(grading)}
          answer={<RightOrder sentence={level.sentence} phrases={phrasesById} belongs={belongs} />}
          next={next}
          onTryAgain={onTryAgain}
        />
      )}
    </DndContext>
  );
}

type RightOrderProps = {
  sentence: SentencePart[];
  phrases: ReadonlyMap<number, Phrase>;
  /** Gap → the phrase that belongs in it, from the server's verdict. */
  belongs: ReadonlyMap<number, number>;
};

/** The passage with every gap filled by its own phrase. */
function RightOrder({ sentence, phrases, belongs }: RightOrderProps) {
  return (
    <ArabicText as="p" className={styles.rightOrder}>
      {sentence.map((part, index) =>
        part.type === 'text' ? (
          <span key={`text-${index}`}>{quranFontText(part.content)}</span>
        ) : (
          <mark key={`gap-${part.id}`} className={styles.rightPhrase}>
            {quranFontText(phrases.get(belongs.get(part.id) ?? -1)?.text ?? '')}
          </mark>
        ),
      )}
    </ArabicText>
  );
}
