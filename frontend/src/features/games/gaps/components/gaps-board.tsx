import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { Button } from '@/components/ui/button/button';
import type { GameMove } from '@/types/api';

import { AnswerMark, markedClass } from '../../shared/components/answer-mark';
import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameNext, GradedGame } from '../../shared/types';
import { gameOutcome } from '../../shared/utils/game-outcome';
import type { GapsBlankAnswer, GapsGameData, GapsWord } from '../types';
import { arabicLetterOfKey } from '../utils/arabic-keys';
import { arabicOnly, isWrittenRight, MAX_WORD_LENGTH, writtenLetters } from '../utils/written-word';
import styles from './gaps-board.module.css';
import { LetterPad } from './letter-pad';

type GapsBoardProps = {
  game: GapsGameData;
  chapter: number;
  verse: number;
  next: GameNext;
  onTryAgain?: () => void;
  onResult?: (graded: GradedGame) => void;
};

type Blank = GapsWord & { blank: number; letters: number; first_letter: string };

const isBlank = (word: GapsWord): word is Blank => word.blank !== null;

// The end-of-verse marker's number in Arabic-Indic digits, as a muṣḥaf prints it: ﴿١٢﴾.
const arabicDigits = new Intl.NumberFormat('ar-EG', { useGrouping: false });

/**
 * The verse with words blanked, written from memory with any Arabic keyboard, the physical keys of a desktop (as the
 * Arabic layout places the letters) or the letter pad. "Check" submits every blank at once: the one move the server
 * grades; each blank is then marked, with the right word beside a wrong one.
 */
export function GapsBoard({ game, chapter, verse, next, onTryAgain, onResult }: GapsBoardProps) {
  const { t } = useTranslation('games');
  const blanks = game.verses.flatMap((shown) => shown.words.filter(isBlank));
  const [written, setWritten] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [hinted, setHinted] = useState<ReadonlySet<number>>(() => new Set());
  const [active, setActive] = useState(blanks[0]?.blank ?? 1);
  const [padShown, setPadShown] = useState(true);
  const [finished, setFinished] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const moves: GameMove[] = finished
    ? [
        {
          words: blanks.map(({ blank }) => ({ blank, word: written.get(blank) ?? '' })).filter(({ word }) => word),
          hints: [...hinted],
        },
      ]
    : [];
  const grading = useGradedGame({ chapter, verse, gameId: game.game_id, moves, over: finished, onGraded: onResult });
  const answers = grading.verdict?.answer.blanks ?? [];
  // Each blank's mark once the verdict is in: right or wrong as the server graded it.
  const marks: ReadonlyMap<number, boolean> = new Map(
    answers.map(({ blank, accepts }) => [blank, isWrittenRight(written.get(blank) ?? '', accepts)]),
  );
  const everyBlankWritten = blanks.every(({ blank }) => writtenLetters(written.get(blank) ?? '') !== '');

  function write(blank: number, word: string) {
    setWritten(new Map(written).set(blank, arabicOnly(word)));
  }

  function focusBlank(blank: number) {
    setActive(blank);
    inputs.current.get(blank)?.focus();
  }

  /** The blank `offset` places after `blank` (before it, when negative), if there is one. */
  const blankBeside = (blank: number, offset: number) =>
    blanks[blanks.findIndex((each) => each.blank === blank) + offset] as Blank | undefined;

  /** Moves on to the next blank; from the last, to "Check". */
  function goOn(blank: number) {
    const following = blankBeside(blank, 1);
    if (following) focusBlank(following.blank);
    else document.getElementById(checkId)?.focus();
  }

  /** Writes `letter` where the caret is in a blank (the pad's keys write in the active one). */
  function type(letter: string, blank = active) {
    const input = inputs.current.get(blank);
    const value = written.get(blank) ?? '';
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    write(blank, value.slice(0, start) + letter + value.slice(end));
    input?.focus();
  }

  function erase() {
    write(active, [...(written.get(active) ?? '')].slice(0, -1).join(''));
    inputs.current.get(active)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, blank: number) {
    if (finished || event.ctrlKey || event.metaKey || event.altKey) return;
    // A keyboard that types no Arabic types the letters of the Arabic layout's keys; an Arabic one types its own.
    const letter =
      event.key.length === 1 && arabicOnly(event.key) === '' && arabicLetterOfKey(event.code, event.shiftKey);
    if (letter) {
      event.preventDefault();
      type(letter, blank);
    } else if (event.key === ' ' || event.key === 'Enter') {
      // A blank holds one word: Space or Enter moves on.
      event.preventDefault();
      goOn(blank);
    } else if (event.key === 'Backspace' && !written.get(blank)) {
      const previous = blankBeside(blank, -1);
      if (previous) {
        event.preventDefault();
        focusBlank(previous.blank);
      }
    }
  }

  function showFirstLetter() {
    const blank = blanks.find((each) => each.blank === active);
    if (!blank) return;
    setHinted(new Set(hinted).add(active));
    if (!written.get(active)) write(active, blank.first_letter);
    inputs.current.get(active)?.focus();
  }

  const checkId = `gaps-check-${game.game_id}`;
  // An input is named by its label alone: the hint and the mark join it there.
  const blankName = (word: Blank) => {
    const right = marks.get(word.blank);
    return [
      t('gaps.blank', { number: word.blank, total: blanks.length, count: word.letters }),
      hinted.has(word.blank) ? t('gaps.startsWith', { letter: word.first_letter }) : '',
      right === undefined ? '' : t(right ? 'result.right' : 'result.wrong'),
    ]
      .filter(Boolean)
      .join(' ');
  };
  const activeHinted = hinted.has(active);

  return (
    <>
      <p className={styles.instructions}>
        {t('gaps.step', { step: game.step, steps: game.steps, count: blanks.length })}
      </p>
      <ArabicText as="div" className={styles.passage}>
        {game.verses.map((shown) => (
          <span key={`${shown.surah_id}:${shown.ayah_id}`}>
            {shown.words.map((word, index) =>
              isBlank(word) ? (
                <span key={index} className={styles.blank}>
                  {hinted.has(word.blank) && (
                    <span className={styles.hint} aria-hidden="true">
                      {word.first_letter}…
                    </span>
                  )}
                  <input
                    ref={(input) => {
                      if (input) inputs.current.set(word.blank, input);
                      else inputs.current.delete(word.blank);
                    }}
                    className={[styles.blankInput, markedClass(marks.get(word.blank))].filter(Boolean).join(' ')}
                    style={{ width: `calc(${word.letters} * 0.85em + 1.5em)` }}
                    lang="ar"
                    dir="rtl"
                    value={written.get(word.blank) ?? ''}
                    placeholder={'·'.repeat(word.letters)}
                    // With the pad open, a phone keeps its own keyboard closed.
                    inputMode={padShown ? 'none' : 'text'}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    maxLength={MAX_WORD_LENGTH}
                    readOnly={finished}
                    aria-label={blankName(word)}
                    onFocus={() => setActive(word.blank)}
                    onChange={(event) => write(word.blank, event.target.value)}
                    onKeyDown={(event) => onKeyDown(event, word.blank)}
                  />
                  {marks.has(word.blank) && <AnswerMark right={marks.get(word.blank) === true} />}
                </span>
              ) : (
                <span key={index}>{quranFontText(word.text ?? '')} </span>
              ),
            )}
            <span className={styles.marker}>﴿{arabicDigits.format(shown.ayah_id)}﴾</span>{' '}
          </span>
        ))}
      </ArabicText>
      {!finished && (
        <>
          <div className={styles.tools}>
            <Button variant="secondary" disabled={activeHinted} onClick={showFirstLetter}>
              {t('gaps.firstLetter')}
            </Button>
            <Button variant="secondary" aria-pressed={padShown} onClick={() => setPadShown(!padShown)}>
              {t('gaps.letterPad')}
            </Button>
          </div>
          {padShown && <LetterPad onLetter={(letter) => type(letter)} onErase={erase} onNext={() => goOn(active)} />}
          <div className={styles.actions}>
            <Button id={checkId} disabled={!everyBlankWritten} onClick={() => setFinished(true)}>
              {t('gaps.check')}
            </Button>
          </div>
        </>
      )}
      {finished && (
        <GameResult
          outcome={gameOutcome(grading)}
          answer={<BlankAnswers answers={answers} written={written} marks={marks} />}
          next={next}
          onTryAgain={onTryAgain}
        />
      )}
    </>
  );
}

type BlankAnswersProps = {
  answers: GapsBlankAnswer[];
  written: ReadonlyMap<number, string>;
  marks: ReadonlyMap<number, boolean>;
};

/** Each blank's right word beside what was written in it, blanks in reading order. */
function BlankAnswers({ answers, written, marks }: BlankAnswersProps) {
  const { t } = useTranslation('games');
  return (
    <ol className={styles.answers}>
      {answers.map(({ blank, word }) => (
        <li key={blank} className={styles.answer}>
          <ArabicText className={styles.rightWord}>{word}</ArabicText>
          <span className={styles.written}>
            {t('gaps.youWrote')}{' '}
            <span lang="ar" dir="rtl">
              {written.get(blank) || t('gaps.nothing')}
            </span>
          </span>
          <AnswerMark right={marks.get(blank) === true} />
        </li>
      ))}
    </ol>
  );
}
