import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

import {
  centreOn,
  clampScale,
  scaleAfterWheel,
  SCALE_STEP,
  stepScale,
  zoomAround,
  type MapView,
  type Point,
} from '../utils/map-view';

// A press that moves less than this is a click on a node, not a drag of the map.
const DRAG_THRESHOLD_PX = 5;
// Keyboard focus pans a node into view when it is closer than this to the viewport's edge.
const FOCUS_MARGIN_PX = 48;

type Size = { width: number; height: number };

type Drag = { pointerId: number; startX: number; startY: number; lastX: number; lastY: number; moving: boolean };

// The opening view starts this far down, so the top row clears the zoom controls.
const TOP_CLEARANCE_PX = 24;

/** The opening view: the whole width of the map if it fits at a tenth-step scale up to 1, from the top. */
function fittedView(viewport: Size, content: Size): MapView {
  if (viewport.width === 0) return { x: 0, y: 0, scale: 1 };
  const fit = Math.floor(viewport.width / content.width / SCALE_STEP) * SCALE_STEP;
  const scale = clampScale(Math.min(1, fit));
  return { x: (viewport.width - content.width * scale) / 2, y: TOP_CLEARANCE_PX, scale };
}

function sizeOf(element: HTMLElement): Size {
  return { width: element.clientWidth, height: element.clientHeight };
}

/**
 * Pan (drag with any pointer) and zoom (mouse wheel, or the zoom buttons) for a map of `content` size
 * shown in a viewport element. Attach `viewportRef` and `pointerHandlers` to the viewport.
 */
export function useMapView({ width: contentWidth, height: contentHeight }: Size) {
  const [view, setView] = useState<MapView>({ x: 0, y: 0, scale: 1 });
  const viewport = useRef<HTMLElement | null>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const viewportRef = useCallback(
    (element: HTMLElement | null) => {
      viewport.current = element;
      if (!element) return;
      setView(fittedView(sizeOf(element), { width: contentWidth, height: contentHeight }));
      // React's wheel listener is passive; this one must be able to stop the page from scrolling.
      const handleWheel = (event: WheelEvent) => {
        event.preventDefault();
        const bounds = element.getBoundingClientRect();
        const anchor = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
        setView((current) => zoomAround(current, scaleAfterWheel(current.scale, event.deltaY), anchor));
      };
      element.addEventListener('wheel', handleWheel, { passive: false });
      return () => {
        element.removeEventListener('wheel', handleWheel);
        viewport.current = null;
      };
    },
    [contentWidth, contentHeight],
  );

  const zoom = (direction: 1 | -1) => {
    const element = viewport.current;
    const centre = element ? { x: element.clientWidth / 2, y: element.clientHeight / 2 } : { x: 0, y: 0 };
    setView((current) => zoomAround(current, stepScale(current.scale, direction), centre));
  };

  const reset = () => {
    if (viewport.current) setView(fittedView(sizeOf(viewport.current), { width: contentWidth, height: contentHeight }));
  };

  /** Pans so that map point `point` is comfortably inside the viewport, e.g. a node reached with Tab. */
  // Stable, so the memoised nodes that call it are not re-rendered as the map moves.
  const reveal = useCallback((point: Point) => {
    const element = viewport.current;
    if (!element) return;
    const size = sizeOf(element);
    setView((current) => {
      const x = current.x + point.x * current.scale;
      const y = current.y + point.y * current.scale;
      const inside =
        x >= FOCUS_MARGIN_PX &&
        y >= FOCUS_MARGIN_PX &&
        x <= size.width - FOCUS_MARGIN_PX &&
        y <= size.height - FOCUS_MARGIN_PX;
      return inside ? current : centreOn(current, point, size);
    });
  }, []);

  const pointerHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      suppressClick.current = false;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        lastX: event.clientX,
        lastY: event.clientY,
        moving: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!current.moving) {
        const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
        if (distance < DRAG_THRESHOLD_PX) return;
        current.moving = true;
        // Captured only once it is a drag: capturing on press would take the click away from the node.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      const dx = event.clientX - current.lastX;
      const dy = event.clientY - current.lastY;
      current.lastX = event.clientX;
      current.lastY = event.clientY;
      setView((previous) => ({ ...previous, x: previous.x + dx, y: previous.y + dy }));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId !== event.pointerId) return;
      // The click that ends a drag must not open the node it ended on.
      suppressClick.current = drag.current.moving;
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };

  return {
    view,
    viewportRef,
    pointerHandlers,
    zoomIn: () => zoom(1),
    zoomOut: () => zoom(-1),
    reset,
    reveal,
  };
}
