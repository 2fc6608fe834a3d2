import type { ReactNode } from 'react';

import styles from './rating-chip.module.css';

type RatingChipProps = { rating: 'again' | 'hard' | 'good'; children: ReactNode };

/** A review's rating as a coloured chip: red for Again, amber for Hard, green for Good. Shared: the review session's
 * summary and a recitation's. */
export function RatingChip({ rating, children }: RatingChipProps) {
  return <span className={`${styles.rating} ${styles[rating]}`}>{children}</span>;
}
