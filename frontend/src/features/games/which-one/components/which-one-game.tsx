import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import { useDealKey } from '../../shared/api/game-query-options';
import { GameData } from '../../shared/components/game-data';
import { QuestionRound } from '../../shared/components/question-round';
import type { GameProps } from '../../shared/types';
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

function WhichOneDrill({ drill, ...round }: WhichOneDrillProps) {
  return (
    <QuestionRound
      {...round}
      gameId={drill.game_id}
      questions={drill.questions}
      move={(question, option: number) => ({ question, option })}
      // A drill left with answers given is graded with them: its wrong answers are confusions the review brings back.
      gradeIfLeft
    >
      {({ question, ...asked }) => <WhichOneQuestionView key={question.id} question={question} {...asked} />}
    </QuestionRound>
  );
}
