import { useGesture } from '@use-gesture/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import {
  centreOn,
  clampScale,
  fittedView,
  MAX_SCALE,
  MIN_SCALE,
  openingView,
  scaleAfterWheel,
  stepScale,
  zoomAround,
  type MapView,
  type Point,
  type Size,
} from '../utils/map-view';

// A press that moves less than this is a tap on a node, not a drag of the map.
const TAP_THRESHOLD_PX = 5;
// Keyboard focus pans a node into view when it is closer than this to the viewport's edge.
const FOCUS_MARGIN_PX = 48;

function sizeOf(element: HTMLElement): Size {
  return { width: element.clientWidth, height: element.clientHeight };
}

/** A point of the viewport, from a pointer's position on the page. */
function viewportPoint(element: HTMLElement, [clientX, clientY]: [number, number]): Point {
  const bounds = element.getBoundingClientRect();
  return { x: clientX - bounds.left, y: clientY - bounds.top };
}

/**
 * Pan and zoom for a map of `content` size shown in a viewport element (attach `viewportRef` to it). Gestures come
 * from @use-gesture: one pointer (a finger or the mouse) drags the map, two fingers pinch it around their middle
 * (a trackpad's pinch too), the mouse wheel zooms a tenth per turn around the pointer. The map opens at a readable
 * scale centred on `focus` once that is known, unless the learner has moved it already.
 */
export function useMapView(content: Size, focus: Point | undefined) {
  const [view, setView] = useState<MapView>({ x: 0, y: 0, scale: 1 });
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // The view as of the last event: a pinch reads it between renders.
  const latestView = useRef(view);
  useLayoutEffect(() => {
    latestView.current = view;
  }, [view]);
  // Once the learner has moved the map, a late-arriving focus no longer recentres it.
  const moved = useRef(false);

  const move = useCallback((next: MapView | ((current: MapView) => MapView)) => {
    moved.current = true;
    setView(next);
  }, []);

  useEffect(() => {
    if (viewport && !moved.current) setView(openingView(sizeOf(viewport), content, focus));
  }, [viewport, content, focus]);

  useGesture(
    {
      onDrag: ({ delta: [dx, dy], pinching, cancel, tap }) => {
        // The second finger of a pinch ends the first finger's drag.
        if (pinching) return cancel();
        if (tap || (dx === 0 && dy === 0)) return;
        move((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
      },
      onPinch: ({ offset: [scale], origin, first, memo, event }) => {
        if (!viewport) return memo;
        event.preventDefault();
        const anchor = viewportPoint(viewport, origin);
        // The map point under the fingers' middle when the pinch began stays under it as they move.
        const pinned: Point = first
          ? {
              x: (anchor.x - latestView.current.x) / latestView.current.scale,
              y: (anchor.y - latestView.current.y) / latestView.current.scale,
            }
          : memo;
        const next = clampScale(scale);
        move({ scale: next, x: anchor.x - pinned.x * next, y: anchor.y - pinned.y * next });
        return pinned;
      },
      onWheel: ({ event, last }) => {
        // `last` is the library's note that the wheel stopped (no turn of its own); a trackpad's pinch arrives as a
        // wheel with Ctrl held, which onPinch has.
        if (last || event.ctrlKey || !viewport) return;
        event.preventDefault();
        const anchor = viewportPoint(viewport, [event.clientX, event.clientY]);
        move((current) => zoomAround(current, scaleAfterWheel(current.scale, event.deltaY), anchor));
      },
    },
    {
      target: viewport ?? undefined,
      // Not passive, so a wheel or a pinch over the map does not also scroll or zoom the page.
      eventOptions: { passive: false },
      drag: { filterTaps: true, tapsThreshold: TAP_THRESHOLD_PX, keys: false },
      pinch: {
        // Offsets in the map's own scale, so a pinch starts from where the wheel or the buttons left it.
        from: () => [latestView.current.scale, 0],
        scaleBounds: { min: MIN_SCALE, max: MAX_SCALE },
      },
    },
  );

  const zoom = (direction: 1 | -1) => {
    const centre = viewport ? { x: viewport.clientWidth / 2, y: viewport.clientHeight / 2 } : { x: 0, y: 0 };
    move((current) => zoomAround(current, stepScale(current.scale, direction), centre));
  };

  const fit = () => {
    if (viewport) move(fittedView(sizeOf(viewport), content));
  };

  /** Back to where the map opens: the focus at a readable scale. */
  const showFocus = () => {
    if (viewport) move(openingView(sizeOf(viewport), content, focus));
  };

  /** Pans so that map point `point` is comfortably inside the viewport, e.g. a node reached with Tab. */
  // Stable, so the memoised nodes that call it are not re-rendered as the map moves.
  const reveal = useCallback(
    (point: Point) => {
      if (!viewport) return;
      const size = sizeOf(viewport);
      move((current) => {
        const x = current.x + point.x * current.scale;
        const y = current.y + point.y * current.scale;
        const inside =
          x >= FOCUS_MARGIN_PX &&
          y >= FOCUS_MARGIN_PX &&
          x <= size.width - FOCUS_MARGIN_PX &&
          y <= size.height - FOCUS_MARGIN_PX;
        return inside ? current : centreOn(current, point, size);
      });
    },
    [viewport, move],
  );

  return {
    view,
    viewportRef: setViewport,
    zoomIn: () => zoom(1),
    zoomOut: () => zoom(-1),
    fit,
    showFocus,
    reveal,
  };
}
