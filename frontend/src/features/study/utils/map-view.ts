// SPEC §2/§9: the level map zooms from 0.125 to 4 times, a tenth at a time.
export const MIN_SCALE = 0.125;
export const MAX_SCALE = 4;
export const SCALE_STEP = 0.1;

/** Where the map is: its offset in the viewport, in pixels, and its scale. */
export type MapView = { x: number; y: number; scale: number };

export type Point = { x: number; y: number };

export function clampScale(scale: number): number {
  // Rounded so that repeated tenths do not drift (0.1 + 0.2 !== 0.3).
  const rounded = Math.round(scale * 1000) / 1000;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, rounded));
}

/** One zoom step in (`direction` 1) or out (-1), within the limits. */
export function stepScale(scale: number, direction: 1 | -1): number {
  return clampScale(scale + direction * SCALE_STEP);
}

/** A wheel turned away from the user (positive deltaY) zooms out, towards the user zooms in. */
export function scaleAfterWheel(scale: number, deltaY: number): number {
  if (deltaY === 0) return scale;
  return stepScale(scale, deltaY < 0 ? 1 : -1);
}

/** Changes the scale while keeping the map point under `anchor` (viewport pixels) where it is. */
export function zoomAround(view: MapView, scale: number, anchor: Point): MapView {
  const ratio = scale / view.scale;
  return {
    scale,
    x: anchor.x - (anchor.x - view.x) * ratio,
    y: anchor.y - (anchor.y - view.y) * ratio,
  };
}

/** Moves the view so that map point `target` sits at the centre of a viewport of `size`. */
export function centreOn(view: MapView, target: Point, size: { width: number; height: number }): MapView {
  return {
    scale: view.scale,
    x: size.width / 2 - target.x * view.scale,
    y: size.height / 2 - target.y * view.scale,
  };
}
