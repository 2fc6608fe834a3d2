import '@fontsource/amiri-quran';

import { Children, type ReactNode } from 'react';

import styles from './arabic-text.module.css';
import { quranFontText } from './quran-font-text';

type ArabicTextProps = {
  as?: 'span' | 'p' | 'div';
  className?: string;
  /** Text is drawn through `quranFontText`; text nested deeper in elements must be passed through it by the caller. */
  children: ReactNode;
};

/** Qur'anic Arabic: marked up for screen readers and bidi, set in the bundled Amiri Quran font. */
export function ArabicText({ as: Element = 'span', className, children }: ArabicTextProps) {
  return (
    <Element lang="ar" dir="rtl" className={[styles.arabic, className].filter(Boolean).join(' ')}>
      {Children.map(children, (child) => (typeof child === 'string' ? quranFontText(child) : child))}
    </Element>
  );
}
