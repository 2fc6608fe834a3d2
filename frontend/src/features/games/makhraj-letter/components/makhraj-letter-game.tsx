import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { useVerseName } from '@/lib/chapters';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajLetterGame as Dealt } from '@/types/api';

import { NumberKeysHint } from '../../shared/components/number-keys-hint';
import { answerMarks, NumberedOptions } from '../../shared/components/numbered-options';
import { QuestionFeedback } from '../../shared/components/question-feedback';
import { PracticeRound } from '../../shared/components/practice-round';
import type { AskedQuestion } from '../../shared/components/question-round';
import type { PracticeProps } from '../../shared/types';
import styles from '../../shared/styles/practice.module.css';
import questionStyles from '../../shared/styles/question.module.css';
import { useQuestionFocus } from '../../shared/hooks/use-question-focus';

type LetterQuestion = Dealt['questions'][number];

// Drawn in the blank: kashidas, which keep the word's letters before and after in their joined forms.
const BLANK = '\u0640\u0640\u0640';

/** "Which letter?": four words of verses, each with a letter left out, told from the letters learners confuse it
 * with (ض ظ د ز, ث س ص, ح ه, ع ء, ق ك, ط ت). */
export function MakhrajLetterGame({ onBack, next, onTryAgain }: PracticeProps) {
  return (
    <PracticeRound
      game="makhraj_letter"
      verseOf={(first) => first}
      move={(question, letter: string) => ({ question, letter })}
      onBack={onBack}
      next={next}
      onTryAgain={onTryAgain}
    >
      {({ question, ...asked }) => <LetterQuestionView key={question.id} question={question} {...asked} />}
    </PracticeRound>
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
        markOf={answerMarks(chosen, question.right_option)}
        onChoose={onChoose}
      />
      {answered && rightLetter && (
        <QuestionFeedback
          right={right}
          message={t(right ? 'makhrajLetter.right' : 'makhrajLetter.wrong', {
            name: inLanguage(rightLetter, 'name', i18n.language),
          })}
          last={last}
          continueButton={continueButton}
          onContinue={onContinue}
        />
      )}
    </div>
  );
}
