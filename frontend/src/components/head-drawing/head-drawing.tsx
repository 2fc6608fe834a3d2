import type { KeyboardEvent } from 'react';

import styles from './head-drawing.module.css';
import {
  AREA_SHAPES,
  BADGE_RADIUS,
  HEAD_OUTLINE,
  LOWER_TEETH,
  PALATE,
  POINT_NUMBERS,
  POINT_PLACES,
  UPPER_TEETH,
  VIEW_BOX,
  type AreaId,
} from './head-geometry';

export type { AreaId } from './head-geometry';

/** How a point is marked after an answer: the right one, or the one wrongly chosen. */
export type PointMark = 'right' | 'wrong';

type HeadDrawingProps = {
  /** The drawing's accessible name. */
  label: string;
  pointLabel: (point: number) => string;
  selectedArea?: AreaId | null;
  selectedPoint?: number | null;
  /** The areas can be chosen only when this is given (the makhraj page; a practice asks for points alone). */
  chooseArea?: { label: (area: AreaId) => string; onChoose: (area: AreaId) => void };
  onChoosePoint: (point: number) => void;
  marks?: Readonly<Partial<Record<number, PointMark>>>;
  /** The points can no longer be chosen (a practice's question answered). */
  disabled?: boolean;
};

const AREAS = Object.keys(AREA_SHAPES) as AreaId[];

/** Enter and Space choose a focused shape, as they press a button. */
function onActivate(choose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };
}

/**
 * The head in profile (throat, tongue, palate, teeth, lips, nose), drawn by the app, on which the five areas of
 * articulation and the seventeen points can be chosen by touch, mouse or keyboard (each a button in the tab order,
 * with a visible focus ring). A point's numbered badge stands apart from the spot it names, joined by a line.
 */
export function HeadDrawing({
  label,
  pointLabel,
  selectedArea,
  selectedPoint,
  chooseArea,
  onChoosePoint,
  marks = {},
  disabled = false,
}: HeadDrawingProps) {
  return (
    <svg className={styles.drawing} viewBox={VIEW_BOX} role="group" aria-label={label}>
      <path d={HEAD_OUTLINE} className={styles.outline} />
      {AREAS.map((area) => {
        const chosen = selectedArea === area;
        const className = `${styles.area} ${styles[area]} ${chosen ? styles.chosen : ''}`;
        return chooseArea ? (
          <path
            key={area}
            d={AREA_SHAPES[area]}
            className={`${className} ${styles.choosable}`}
            role="button"
            tabIndex={0}
            aria-label={chooseArea.label(area)}
            aria-pressed={chosen}
            onClick={() => chooseArea.onChoose(area)}
            onKeyDown={onActivate(() => chooseArea.onChoose(area))}
          />
        ) : (
          <path key={area} d={AREA_SHAPES[area]} className={className} aria-hidden="true" />
        );
      })}
      <path d={PALATE} className={styles.palate} />
      <path d={UPPER_TEETH} className={styles.teeth} />
      <path d={LOWER_TEETH} className={styles.teeth} />
      {POINT_NUMBERS.map((point) => {
        const { area, spot, badge } = POINT_PLACES[point];
        const mark = marks[point];
        const lit = selectedPoint === point || (selectedPoint == null && selectedArea === area);
        const state = [lit && styles.lit, mark && styles[mark]].filter(Boolean).join(' ');
        // The line and the spot it names are drawing; the badge alone is the button (what a finger or a click hits).
        return (
          <g key={point} className={state}>
            <line x1={spot[0]} y1={spot[1]} x2={badge[0]} y2={badge[1]} className={styles.leader} />
            <circle cx={spot[0]} cy={spot[1]} r={2.5} className={styles.spot} />
            <g
              className={styles.point}
              role="button"
              tabIndex={disabled ? -1 : 0}
              aria-label={pointLabel(point)}
              aria-pressed={selectedPoint === point}
              aria-disabled={disabled || undefined}
              data-point={point}
              onClick={disabled ? undefined : () => onChoosePoint(point)}
              onKeyDown={disabled ? undefined : onActivate(() => onChoosePoint(point))}
            >
              <circle cx={badge[0]} cy={badge[1]} r={BADGE_RADIUS} className={styles.badge} />
              <text x={badge[0]} y={badge[1]} className={styles.number} aria-hidden="true">
                {point}
              </text>
            </g>
          </g>
        );
      })}
    </svg>
  );
}
