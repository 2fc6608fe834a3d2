import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import { GameResult } from '../../shared/components/game-result';
import { useGradedGame } from '../../shared/hooks/use-graded-game';
import type { GameProps } from '../../shared/types';
import { gameOutcome } from '../../shared/utils/game-outcome';
import { useWhichOneGame } from '../api/get-which-one-game';
import type { WhichOneGame as WhichOneDeal } from '../types';
import styles from './which-one-game.module.css';
import { WhichOneQuestionView } from './which-one-question';

/** "Which one?": a verse drilled against its look-alikes (or one of them, `against`), one question at a time. The
 * server grades the answers together once the last is given: won when every one is right. */
export function WhichOneGame({ chapter, verse, against, onBack, next, onTryAgain, onResult }: GameProps) {
  const { t } = useTranslation('games');
  const query = useWhichOneGame({ surah_id: chapter, ayah_id: verse }, against, useDealKey());

  return (
    <GameData query={query} onBack={onBack}>
      {(drill) =>
        drill ? (
          <WhichOneDrill
            drill={drill}
            chapter={chapter}
            verse={verse}
            next={next}
            onTryAgain={onTryAgain}
            onResult={onResult}
          />
        ) : (
          <div className={styles.nothing}>
            <p>{t('whichOne.nothingToDrill')}</p>
            <Button variant="secondary" onClick={next.go}>
              {next.label}
            </Button>
          </div>
        )
      }
    </GameData>
  );
}

type WhichOneDrillProps = Pick<GameProps, 'chapter' | 'verse' | 'next' | 'onTryAgain' | 'onResult'> & {
  drill: WhichOneDeal;
};

function WhichOneDrill({ drill, chapter, verse, next, onTryAgain, onResult }: WhichOneDrillProps) {
  const { t } = useTranslation('games');
  const { questions } = drill;
  const [position, setPosition] = useState(0);
  // Question id → the option picked, in the order answered: the moves the server grades.
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(new Map());
  const over = answers.size === questions.length;
  const grading = useGradedGame({
    chapter,
    verse,
    gameId: drill.game_id,
    moves: [...answers].map(([question, option]) => ({ question, option })),
    over,
    onGraded: onResult,
    // A drill left with answers given is graded with them: its wrong answers are confusions the review brings back.
    gradeIfLeft: answers.size > 0,
  });
  const question = questions[position];

  return (
    <>
      <p className={styles.counter}>{t('whichOne.question', { current: position + 1, total: questions.length })}</p>
      <WhichOneQuestionView
        key={question.id}
        question={question}
        chosen={answers.get(question.id)}
        last={position === questions.length - 1}
        askedBefore={position > 0}
        // The first pick stands (a second key press before the options are disabled changes nothing).
        onChoose={(option) =>
          setAnswers((current) => (current.has(question.id) ? current : new Map(current).set(question.id, option)))
        }
        onContinue={() => setPosition(position + 1)}
      />
      {over && <GameResult outcome={gameOutcome(grading)} next={next} onTryAgain={onTryAgain} />}
    </>
  );
}
