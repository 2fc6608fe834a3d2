import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

const arrows: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** An arrow key carries the dragged phrase straight to the nearest gap (or the tray) that way, instead of
 * dnd-kit's default 25 px steps, which take many presses to cross a sentence. */
export const dropZoneCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = arrows[event.code];
  const { collisionRect, droppableRects, over } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();

  const from = centre(collisionRect);
  let nearest: ClientRect | null = null;
  let nearestScore = Infinity;
  for (const [id, rect] of droppableRects) {
    if (id === over?.id) continue;
    const to = centre(rect);
    const along = (to.x - from.x) * direction.x + (to.y - from.y) * direction.y;
    if (along <= 0) continue;
    // Prefer zones in line with the arrow over nearer ones off to the side.
    const across = Math.abs((to.x - from.x) * direction.y) + Math.abs((to.y - from.y) * direction.x);
    const score = along + 2 * across;
    if (score < nearestScore) {
      nearest = rect;
      nearestScore = score;
    }
  }
  if (!nearest) return undefined;
  return {
    x: nearest.left + (nearest.width - collisionRect.width) / 2,
    y: nearest.top + (nearest.height - collisionRect.height) / 2,
  };
};
