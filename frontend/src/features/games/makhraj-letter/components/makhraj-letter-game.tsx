import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { Button } from '@/components/ui/button/button';
import { useVerseName } from '@/lib/chapters';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajLetterGame as Dealt } from '@/types/api';

import { useDealKey } from '../../shared/api/game-query-options';
import { usePracticeGame } from '../../shared/api/get-practice-game';
import { GameData } from '../../shared/components/game-data';
import { NumberKeysHint } from '../../shared/components/number-keys-hint';
import { NumberedOptions } from '../../shared/components/numbered-options';
import { QuestionRound, type AskedQuestion } from '../../shared/components/question-round';
import type { PracticeProps } from '../../shared/types';
import styles from '../../shared/styles/practice.module.css';
import questionStyles from '../../shared/styles/question.module.css';
import { useQuestionFocus } from '../../shared/hooks/use-question-focus';

type LetterQuestion = Dealt['questions'][number];

// Drawn in the blank: the kashida joins it to the letters either side, as a letter would be.
const BLANK = '\u0640\u0640\u0640';

/** "Which letter?": four words of verses, each with a letter left out, told from the letters learners confuse it
 * with (ض ظ د ز, ث س ص, ح ه, ع ء, ق ك, ط ت). */
export function MakhrajLetterGame({ onBack, next, onTryAgain }: PracticeProps) {
  const query = usePracticeGame('makhraj_letter', useDealKey());
  return (
    <GameData query={query} onBack={onBack}>
      {(dealt) => (
        <QuestionRound
          chapter={dealt.questions[0].surah_id}
          verse={dealt.questions[0].ayah_id}
          gameId={dealt.game_id}
          questions={dealt.questions}
          move={(question, letter: string) => ({ question, letter })}
          next={next}
          onTryAgain={onTryAgain}
        >
          {({ question, ...asked }) => <LetterQuestionView key={question.id} question={question} {...asked} />}
        </QuestionRound>
      )}
    </GameData>
  );
}

function LetterQuestionView({
  question,
  chosen,
  last,
  askedBefore,
  onChoose,
  onContinue,
}: AskedQuestion<LetterQuestion, string>) {
  const { t, i18n } = useTranslation('games');
  const verseName = useVerseName();
  const answered = chosen !== undefined;
  const right = chosen === question.right_option;
  const rightLetter = question.options.find((option) => option.id === question.right_option);

  const { prompt, continueButton } = useQuestionFocus({ askedBefore, answered, last });

  return (
    <div className={questionStyles.question}>
      <h3 ref={prompt} tabIndex={-1} className={questionStyles.prompt}>
        {t('makhrajLetter.prompt', { reference: verseName(question) })}
      </h3>
      <ArabicText as="p" className={styles.blankWord}>
        {quranFontText(question.before)}
        <span className={styles.blank} data-filled={answered || undefined}>
          {answered ? quranFontText(question.left_out) : BLANK}
        </span>
        {quranFontText(question.after)}
      </ArabicText>
      <NumberKeysHint count={question.options.length} />
      <NumberedOptions
        options={question.options.map((option) => ({ key: option.id, text: option.glyph }))}
        label={t('makhrajLetter.options')}
        answering={!answered}
        chosen={chosen}
        markOf={(option) => {
          if (!answered) return undefined;
          if (option === question.right_option) return true;
          return option === chosen ? false : undefined;
        }}
        onChoose={onChoose}
      />
      {answered && rightLetter && (
        <div className={questionStyles.feedback}>
          <p role="status" className={right ? questionStyles.right : questionStyles.wrong}>
            {t(right ? 'makhrajLetter.right' : 'makhrajLetter.wrong', {
              letter: rightLetter.glyph,
              name: inLanguage(rightLetter, 'name', i18n.language),
            })}
          </p>
          {!last && (
            <Button ref={continueButton} onClick={onContinue}>
              {t('continue')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
