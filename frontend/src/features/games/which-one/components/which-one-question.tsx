import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { MarkedWords } from '@/components/marked-words/marked-words';
import { useVerseName } from '@/lib/chapters';

import { NumberKeysHint } from '../../shared/components/number-keys-hint';
import { answerMarks, NumberedOptions } from '../../shared/components/numbered-options';
import { QuestionFeedback } from '../../shared/components/question-feedback';
import type { AskedQuestion } from '../../shared/components/question-round';
import { useQuestionFocus } from '../../shared/hooks/use-question-focus';
import questionStyles from '../../shared/styles/question.module.css';
import type { WhichOneQuestion } from '../types';
import styles from './which-one-game.module.css';

type WhichOneQuestionViewProps = AskedQuestion<WhichOneQuestion, number>;

/** One question: the shared words with a blank, the two verses' words to fill it, and after a pick whether it was
 * right; a wrong pick sets the two verses side by side with the words that tell them apart lit. */
export function WhichOneQuestionView({
  question,
  chosen,
  last,
  askedBefore,
  onChoose,
  onContinue,
}: WhichOneQuestionViewProps) {
  const { t } = useTranslation('games');
  const referenceName = useVerseName();
  const verseNameId = useId();
  const answered = chosen !== undefined;
  const right = chosen === question.right_option;
  const picked = question.options.find((option) => option.id === chosen);
  const rightOption = question.options.find((option) => option.id === question.right_option);

  const { prompt, continueButton } = useQuestionFocus({ askedBefore, answered, last });

  return (
    <div className={questionStyles.question}>
      <h3 ref={prompt} tabIndex={-1} className={questionStyles.prompt}>
        {t(promptKey(question), { reference: referenceName(question.named) })}
      </h3>
      <ArabicText as="p" className={styles.shared}>
        {question.before && `${question.before} `}
        <span className={styles.blank} data-filled={answered || undefined}>
          {answered && rightOption ? rightOption.text : '…'}
        </span>
        {question.after && ` ${question.after}`}
      </ArabicText>
      <NumberKeysHint count={question.options.length} />
      <NumberedOptions
        options={question.options.map((option) => ({ key: option.id, text: option.text }))}
        label={t('whichOne.options')}
        answering={!answered}
        chosen={chosen}
        markOf={answerMarks(chosen, question.right_option)}
        onChoose={onChoose}
      />
      {answered && (
        <QuestionFeedback
          right={right}
          message={
            right ? t('whichOne.right') : t('whichOne.wrong', { reference: picked ? referenceName(picked) : '' })
          }
          last={last}
          continueButton={continueButton}
          onContinue={onContinue}
        >
          {!right && (
            <div className={styles.sideBySide} aria-label={t('whichOne.compare')} role="group">
              {question.verses.map((verse, index) => (
                <section
                  key={index}
                  className={styles.verse}
                  data-asked={index === 0 || undefined}
                  aria-labelledby={`${verseNameId}-${index}`}
                >
                  <h4 id={`${verseNameId}-${index}`} className={styles.verseName}>
                    {t(index === 0 ? 'whichOne.asked' : 'whichOne.takenFor', { reference: referenceName(verse) })}
                  </h4>
                  <MarkedWords words={verse.words} span={verse.phrase} className={styles.verseWords} />
                </section>
              ))}
            </div>
          )}
        </QuestionFeedback>
      )}
    </div>
  );
}

/** What the question asks: a word inside a shared phrase, or how whole verses continue (or open) from shared words. */
function promptKey(question: WhichOneQuestion) {
  if (question.phrase) return 'whichOne.fills';
  return question.before ? 'whichOne.continues' : 'whichOne.opens';
}
