import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard in a round of questions (QuestionRound): a question after the first takes the focus on its
 * prompt (from the Continue that led to it), and an answered question's Continue takes it next. The refs go on the
 * prompt's heading (tabIndex -1) and on Continue.
 */
export function useQuestionFocus({
  askedBefore,
  answered,
  last,
}: {
  askedBefore: boolean;
  answered: boolean;
  last: boolean;
}) {
  const prompt = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (askedBefore) prompt.current?.focus();
  }, [askedBefore]);
  useEffect(() => {
    if (answered && !last) continueButton.current?.focus();
  }, [answered, last]);
  return { prompt, continueButton };
}
