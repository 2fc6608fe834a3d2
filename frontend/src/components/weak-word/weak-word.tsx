import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import type { WeakWordFinder } from '@/lib/weak-words';
import { useWeakSpotsShown } from '@/stores/weak-spots-store';
import type { WeakWord } from '@/types/api';

import styles from './weak-word.module.css';

export type WeakLevel = 'strong' | 'medium' | 'faint';

/** How strongly a weak word is marked: a fresh slip is strong, and the mark fades as clean recitations and time wear
 * the weakness down (docs/product.md §2.17: 1 → 0.5 → 0.25). */
export function weakLevel(weakness: number): WeakLevel {
  if (weakness >= 0.75) return 'strong';
  return weakness >= 0.4 ? 'medium' : 'faint';
}

/** What marks a word weak: its underline's class, and its kind and level for tests and styles; null for a word that
 * is not. */
function weakWordMark(word: WeakWord | undefined) {
  if (!word) return null;
  const level = weakLevel(word.weakness);
  return {
    className: `${styles.weak} ${styles[word.kind]} ${styles[level]}`,
    'data-weak-kind': word.kind,
    'data-weak-level': level,
  };
}

type WeakWordSpanProps = ComponentPropsWithoutRef<'span'> & { weak: WeakWord | undefined };

/** A word in sight: when it is one of the learner's weak words, underlined by its kind and weakness, and its kind said
 * in words after it for screen readers (the underline is only seen). The learn card, the mushaf page and the Hifz
 * player draw their words with it. */
export function WeakWordSpan({ weak, className, children, ...props }: WeakWordSpanProps) {
  const { t, i18n } = useTranslation();
  const mark = weakWordMark(weak);
  return (
    <span {...props} {...mark} className={[className, mark?.className].filter(Boolean).join(' ') || undefined}>
      {children}
      {weak && (
        <span className="visually-hidden" lang={i18n.resolvedLanguage}>
          {` (${t(mark?.['data-weak-level'] === 'faint' ? 'weakWord.fading' : 'weakWord.note', { kind: t(`weakWord.kind.${weak.kind}`) })})`}
        </span>
      )}
    </span>
  );
}

/** "Hide weak spots" / "Show weak spots", where a passage holds any: a learner testing themselves hides the marks. */
export function WeakSpotsToggle({ weak }: { weak: WeakWordFinder }) {
  const { t } = useTranslation();
  const { shown, toggle } = useWeakSpotsShown();
  if (!weak.any) return null;
  return (
    <Button variant="ghost" className={styles.toggle} onClick={toggle}>
      <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
      {t(shown ? 'weakWord.hide' : 'weakWord.show')}
    </Button>
  );
}
