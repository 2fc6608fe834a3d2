import { useSyncExternalStore } from 'react';

// A screen worked by fingers: no hover, and a pointer as coarse as a fingertip.
const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

function touchScreenQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = touchScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the learner works this screen with their fingers, so instructions say "tap" rather than "click". */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, () => touchScreenQuery()?.matches ?? false);
}
