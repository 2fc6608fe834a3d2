import '@fontsource/amiri-quran';

import type { ReactNode } from 'react';

import styles from './arabic-text.module.css';

type ArabicTextProps = {
  as?: 'span' | 'p' | 'div';
  className?: string;
  children: ReactNode;
};

/** Qur'anic Arabic: marked up for screen readers and bidi, set in the bundled Amiri Quran font. */
export function ArabicText({ as: Element = 'span', className, children }: ArabicTextProps) {
  return (
    <Element lang="ar" dir="rtl" className={[styles.arabic, className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
