// docs/product.md §2, §9: the level map zooms from 0.125 to 4 times, a tenth at a time.
export const MIN_SCALE = 0.125;
export const MAX_SCALE = 4;
export const SCALE_STEP = 0.1;

/** Where the map is: its offset in the viewport, in pixels, and its scale. */
export type MapView = { x: number; y: number; scale: number };

export type Point = { x: number; y: number };

export type Size = { width: number; height: number };

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
export function centreOn(view: MapView, target: Point, size: Size): MapView {
  return {
    scale: view.scale,
    x: size.width / 2 - target.x * view.scale,
    y: size.height / 2 - target.y * view.scale,
  };
}

/** The scale the map opens at: its node names at their designed size (0.8rem), legible on a phone. */
export const READABLE_SCALE = 1;

/**
 * Keeps as much of the map in the viewport as it can fill: where the map at this scale is larger than the
 * viewport its edge does not come inside the viewport's, and where it is smaller it is centred.
 */
export function withinContent(view: MapView, viewport: Size, content: Size): MapView {
  const axis = (offset: number, viewportLength: number, contentLength: number) => {
    const scaled = contentLength * view.scale;
    if (scaled <= viewportLength) return (viewportLength - scaled) / 2;
    return Math.min(0, Math.max(viewportLength - scaled, offset));
  };
  return {
    scale: view.scale,
    x: axis(view.x, viewport.width, content.width),
    y: axis(view.y, viewport.height, content.height),
  };
}

/** Where the map opens: at a readable scale, centred on `focus` (the learner's current chapter) as far as the
 * map's edges allow, or from the top when there is no focus yet. */
export function openingView(viewport: Size, content: Size, focus: Point | undefined): MapView {
  const start = { x: 0, y: 0, scale: READABLE_SCALE };
  return withinContent(focus ? centreOn(start, focus, viewport) : start, viewport, content);
}

/** The whole width of the map, at a tenth-step scale up to 1, from the top: the overview. */
export function fittedView(viewport: Size, content: Size): MapView {
  if (viewport.width === 0) return { x: 0, y: 0, scale: 1 };
  const fit = Math.floor(viewport.width / content.width / SCALE_STEP) * SCALE_STEP;
  const scale = clampScale(Math.min(1, fit));
  return { x: (viewport.width - content.width * scale) / 2, y: 0, scale };
}
