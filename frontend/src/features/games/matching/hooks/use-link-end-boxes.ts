import { useEffect, useState, type RefObject } from 'react';

import type { Box } from '../utils/link-line';

// Names an element a line can end at, e.g. data-link-end="text-1".
const LINK_END_ATTRIBUTE = 'data-link-end';

function measure(board: HTMLElement): Map<string, Box> {
  const origin = board.getBoundingClientRect();
  const boxes = new Map<string, Box>();
  board.querySelectorAll<HTMLElement>(`[${LINK_END_ATTRIBUTE}]`).forEach((element) => {
    const rect = element.getBoundingClientRect();
    boxes.set(element.getAttribute(LINK_END_ATTRIBUTE)!, {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    });
  });
  return boxes;
}

/** Where the board's line ends are, measured again whenever the board or one of them changes size
 * (window resizes, images loading, fonts arriving). */
export function useLinkEndBoxes(boardRef: RefObject<HTMLElement | null>): ReadonlyMap<string, Box> {
  const [boxes, setBoxes] = useState<ReadonlyMap<string, Box>>(() => new Map());

  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const remeasure = () => setBoxes(measure(board));
    // Observing starts with one report per element, which gives the first measurement.
    const observer = new ResizeObserver(remeasure);
    observer.observe(board);
    board.querySelectorAll(`[${LINK_END_ATTRIBUTE}]`).forEach((element) => observer.observe(element));
    window.addEventListener('resize', remeasure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', remeasure);
    };
  }, [boardRef]);

  return boxes;
}
