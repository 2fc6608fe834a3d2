import { useEffect, useRef } from 'react';

type PlayerKeys = {
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onLoop: () => void;
};

/** Keys that belong to the element they are pressed in: a field, a list, a slider, a button. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return true;
  // Space presses a focused button or link itself; arrows and R do not.
  return key === ' ' && ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName);
}

function actionFor(keys: PlayerKeys, key: string): (() => void) | null {
  switch (key) {
    case ' ':
      return keys.onToggle;
    case 'ArrowLeft':
      return keys.onPrevious;
    case 'ArrowRight':
      return keys.onNext;
    case 'r':
    case 'R':
      return keys.onLoop;
    default:
      return null;
  }
}

/** Space plays or pauses, ← and → go to the previous or next verse, R toggles repeating the current verse. */
export function usePlayerKeyboard(keys: PlayerKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key))
        return;
      const action = actionFor(latest.current, event.key);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
