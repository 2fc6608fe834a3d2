import { useSyncExternalStore } from 'react';

// Two pages of the mushaf side by side need about twice a phone's width.
const SPREAD_QUERY = '(min-width: 1100px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(SPREAD_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for an open mushaf's two pages. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(SPREAD_QUERY).matches ?? false);
}
