import { useRef, type PointerEvent } from 'react';

// A swipe is a mostly sideways move of at least this many CSS pixels between touching and letting go.
const SWIPE_MIN_PX = 50;

/**
 * Pointer handlers that call `onSwipe` with the direction one finger moved: 'left' (right to left) or 'right'.
 * Touch and pen only: a mouse drags to select text. A second finger (a pinch to zoom) is no swipe. The element
 * needs `touch-action: pan-y pinch-zoom`, so that the browser keeps scrolling and zooming and leaves sideways moves
 * to the page.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const fingers = useRef(new Set<number>());

  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      fingers.current.add(event.pointerId);
      start.current = fingers.current.size === 1 ? { x: event.clientX, y: event.clientY, id: event.pointerId } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      fingers.current.delete(event.pointerId);
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel: (event: PointerEvent) => {
      fingers.current.delete(event.pointerId);
      start.current = null;
    },
  };
}
