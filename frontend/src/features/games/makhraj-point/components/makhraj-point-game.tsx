import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { HeadDrawing, type PointMark } from '@/components/head-drawing/head-drawing';
import { LetterInWord } from '@/components/letter-in-word/letter-in-word';
import { useVerseName } from '@/lib/chapters';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajPointGame as Dealt } from '@/types/api';

import { QuestionFeedback } from '../../shared/components/question-feedback';
import { PracticeRound } from '../../shared/components/practice-round';
import type { AskedQuestion } from '../../shared/components/question-round';
import type { PracticeProps } from '../../shared/types';
import styles from '../../shared/styles/practice.module.css';
import questionStyles from '../../shared/styles/question.module.css';
import { useQuestionFocus } from '../../shared/hooks/use-question-focus';

type PointQuestion = Dealt['questions'][number];

/** "Where is it born?": four letters, each placed at its point of articulation on the drawing of the head. */
export function MakhrajPointGame({ onBack, next, onTryAgain }: PracticeProps) {
  return (
    <PracticeRound
      game="makhraj_point"
      verseOf={(first) => first.shown_in}
      move={(question, point: number) => ({ question, point })}
      onBack={onBack}
      next={next}
      onTryAgain={onTryAgain}
    >
      {({ question, ...asked }) => <PointQuestionView key={question.id} question={question} {...asked} />}
    </PracticeRound>
  );
}

function PointQuestionView({
  question,
  chosen,
  last,
  askedBefore,
  onChoose,
  onContinue,
}: AskedQuestion<PointQuestion, number>) {
  const { t, i18n } = useTranslation('games');
  const verseName = useVerseName();
  const answered = chosen !== undefined;
  const right = chosen === question.right_point;
  const marks: Partial<Record<number, PointMark>> = answered
    ? { [question.right_point]: 'right', ...(right ? {} : { [chosen]: 'wrong' }) }
    : {};

  const { prompt, continueButton } = useQuestionFocus({ askedBefore, answered, last });

  return (
    <div className={questionStyles.question}>
      <h3 ref={prompt} tabIndex={-1} className={`${questionStyles.prompt} ${styles.letterPrompt}`}>
        <ArabicText className={styles.glyph}>{question.glyph}</ArabicText>{' '}
        <span>{t('makhrajPoint.prompt', { name: inLanguage(question, 'name', i18n.language) })}</span>
      </h3>
      <p className={styles.shownIn}>
        {t('makhrajPoint.asIn')}{' '}
        <LetterInWord word={question.shown_in.word} letter={question.shown_in.letter} className={styles.word} /> (
        {verseName(question.shown_in)})
      </p>
      <HeadDrawing
        label={t('makhrajPoint.drawing')}
        pointLabel={(point) => t('makhrajPoint.point', { number: point })}
        selectedPoint={chosen ?? null}
        onChoosePoint={onChoose}
        marks={marks}
        disabled={answered}
      />
      {answered && (
        <QuestionFeedback
          right={right}
          message={t(right ? 'makhrajPoint.right' : 'makhrajPoint.wrong', { number: question.right_point })}
          last={last}
          continueButton={continueButton}
          onContinue={onContinue}
        />
      )}
    </div>
  );
}
