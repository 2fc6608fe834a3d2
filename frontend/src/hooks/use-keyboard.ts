import { useSyncExternalStore } from 'react';

// A screen with a mouse or touchpad beside it, where a keyboard is all but certain.
const DESK_QUERY = '(hover: hover) and (pointer: fine)';

// A key pressed since the page loaded proves a keyboard, whatever the screen (a tablet with one attached); but not one
// typed into a text field, where a phone's screen keyboard sends keys too.
let keyPressed = false;
const listeners = new Set<() => void>();

function isTyping(event: KeyboardEvent): boolean {
  const { target } = event;
  if (event.isComposing || event.key === 'Unidentified') return true;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

function noteKeyPress(event: KeyboardEvent) {
  if (isTyping(event)) return;
  keyPressed = true;
  window.removeEventListener('keydown', noteKeyPress, true);
  listeners.forEach((listener) => listener());
}

function deskQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESK_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = deskQuery();
  listeners.add(onChange);
  if (!keyPressed) window.addEventListener('keydown', noteKeyPress, true);
  query?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('keydown', noteKeyPress, true);
    query?.removeEventListener('change', onChange);
  };
}

/** Whether the learner has a keyboard to hand, so hints about keys are worth showing: a pointer that hovers and aims
 * finely (a desk), or any key pressed. A phone's screen keyboard has no number row to choose with. */
export function useKeyboard(): boolean {
  return useSyncExternalStore(subscribe, () => keyPressed || (deskQuery()?.matches ?? false));
}
