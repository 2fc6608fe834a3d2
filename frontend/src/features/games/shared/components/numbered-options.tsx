import { useEffect, useEffectEvent } from 'react';

import { ArabicText } from '@/components/arabic-text/arabic-text';

import { AnswerMark, markedClass } from './answer-mark';
import styles from './numbered-options.module.css';

export type NumberedOption<Key> = { key: Key; text: string };

type NumberedOptionsProps<Key> = {
  options: NumberedOption<Key>[];
  label: string;
  /** The options take an answer (by a press, or by its number key). */
  answering: boolean;
  chosen: Key | undefined;
  /** Whether an option is marked right (true), wrong (false) or not at all (undefined). */
  markOf: (key: Key) => boolean | undefined;
  onChoose: (key: Key) => void;
};

/** The marks of a question's options once it is answered: the right one marked right, a wrong pick marked wrong. */
export function answerMarks<Key>(chosen: Key | undefined, right: Key): (option: Key) => boolean | undefined {
  return (option) => {
    if (chosen === undefined) return undefined;
    if (option === right) return true;
    return option === chosen ? false : undefined;
  };
}

function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA');
}

/** A question's Arabic options, numbered from 1; while it is answered, keys 1–9 choose them too. */
export function NumberedOptions<Key extends string | number>({
  options,
  label,
  answering,
  chosen,
  markOf,
  onChoose,
}: NumberedOptionsProps<Key>) {
  const chooseByKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const option = options[Number(event.key) - 1];
    if (/^[1-9]$/.test(event.key) && option !== undefined) onChoose(option.key);
  });
  useEffect(() => {
    if (!answering) return;
    window.addEventListener('keydown', chooseByKey);
    return () => window.removeEventListener('keydown', chooseByKey);
  }, [answering]);

  return (
    <ol className={styles.options} aria-label={label}>
      {options.map((option, index) => {
        const right = markOf(option.key);
        return (
          <li key={option.key}>
            <button
              type="button"
              className={[styles.option, markedClass(right)].filter(Boolean).join(' ')}
              disabled={!answering}
              aria-pressed={chosen === option.key}
              onClick={() => onChoose(option.key)}
            >
              <span className={styles.number}>{index + 1}</span>
              <ArabicText className={styles.arabic}>{option.text}</ArabicText>
              {right !== undefined && <AnswerMark right={right} />}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
