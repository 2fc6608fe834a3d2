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

import { CompletionPanel } from '../../shared/components/completion-panel';
import { useGameResult } from '../../shared/hooks/use-game-result';
import { useProgressOnWin } from '../../shared/hooks/use-progress-on-win';
import type { GameResult } from '../../shared/types';
import type { Phrase, ShufflingLevel } from '../types';
import { dropZoneCoordinates } from '../utils/drop-zone-coordinates';
import {
  initialPlacements,
  isRightGap,
  isShufflingSolved,
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
  chapter: number;
  verse: number;
  onBack: () => void;
  onResult?: (result: GameResult) => void;
};

const phraseOf = (active: Active) => (active.data.current as { phrase: Phrase }).phrase;
const targetOf = (over: Over) => (over.data.current as { target: DropTarget }).target;

// Under a pointer, the zone the pointer is in; with the keyboard (no pointer), the zone the phrase covers most.
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

export function ShufflingBoard({ level, chapter, verse, onBack, onResult }: ShufflingBoardProps) {
  const { t } = useTranslation('games');
  const [placements, setPlacements] = useState<Placements>(() => initialPlacements(level.sentence));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<Phrase | null>(null);
  const [lastMovedId, setLastMovedId] = useState<number | null>(null);
  const [mistakes, setMistakes] = useState(0);
  const solved = isShufflingSolved(placements, level.correctSequence);
  useProgressOnWin(solved, { chapter, verse, game: 'shuffling' });
  useGameResult(onResult, { over: solved, result: { won: solved, mistakes } });

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
  const selectedInGap = selectedId !== null && [...placements.values()].includes(selectedId);

  function move(phraseId: number, target: DropTarget) {
    const moved = movePhrase(placements, phraseId, target);
    const intoWrongGap =
      target.kind === 'gap' && !isRightGap(placements, level.correctSequence, phraseId, target.gapId);
    if (moved !== placements && intoWrongGap) setMistakes(mistakes + 1);
    setPlacements(moved);
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
      disabled={solved}
      focusOnMount={lastMovedId === phrase.id}
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
                disabled={solved}
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
      {!solved && (
        <PhraseTray onReturnSelected={selectedInGap ? () => move(selectedId, { kind: 'tray' }) : null}>
          {trayPhrases(level.phrases, placements).map((phrase) => card(phrase, { kind: 'tray' }))}
        </PhraseTray>
      )}
      {/* Click-through while it glides back after a drop, so the next phrase can be grabbed at once. */}
      <DragOverlay className={styles.overlay}>{dragged && <PhraseCardOverlay phrase={dragged} />}</DragOverlay>
      {solved && <CompletionPanel won onBack={onBack} />}
    </DndContext>
  );
}
