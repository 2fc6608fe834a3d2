import { CHAPTER_COUNT } from '@/lib/verse-counts';

import type { Point } from './map-view';

// The 114 levels wind across the map in rows that turn at each end, like a board game's track.
const LEVELS_PER_ROW = 6;
const COLUMN_SPACING = 140;
const ROW_SPACING = 150;
// Each row sags in the middle, so the track winds rather than runs in straight lines.
const SAG = 28;
const MARGIN = 90;
// How far a row-end turn swings out past the last column.
const TURN_SWING = 80;

const rowCount = Math.ceil(CHAPTER_COUNT / LEVELS_PER_ROW);

export const levelMapSize = {
  width: 2 * MARGIN + (LEVELS_PER_ROW - 1) * COLUMN_SPACING,
  height: 2 * MARGIN + (rowCount - 1) * ROW_SPACING + SAG,
};

/** The centre of the node at `place` along the track (1 = its start), whichever chapter the path puts there. */
export function levelPosition(place: number): Point {
  const index = place - 1;
  const row = Math.floor(index / LEVELS_PER_ROW);
  const step = index % LEVELS_PER_ROW;
  // Even rows run left to right, odd rows back.
  const column = row % 2 === 0 ? step : LEVELS_PER_ROW - 1 - step;
  return {
    x: MARGIN + column * COLUMN_SPACING,
    y: MARGIN + row * ROW_SPACING + SAG * Math.sin((Math.PI * step) / (LEVELS_PER_ROW - 1)),
  };
}

const format = ({ x, y }: Point) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;

/** An SVG path through `points` in order: gentle curves along a row, a wide U where it turns. */
export function trackPath(points: Point[]): string {
  if (points.length === 0) return '';
  const segments = [`M ${format(points[0])}`];
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1];
    const to = points[index];
    if (from.x === to.x) {
      // A turn to the next row: swing out beyond the map's edge column and back.
      const outward = from.x > levelMapSize.width / 2 ? TURN_SWING : -TURN_SWING;
      const swungFrom = { x: from.x + outward, y: from.y };
      const swungTo = { x: to.x + outward, y: to.y };
      segments.push(`C ${format(swungFrom)} ${format(swungTo)} ${format(to)}`);
    } else {
      const middleX = (from.x + to.x) / 2;
      segments.push(`C ${format({ x: middleX, y: from.y })} ${format({ x: middleX, y: to.y })} ${format(to)}`);
    }
  }
  return segments.join(' ');
}
