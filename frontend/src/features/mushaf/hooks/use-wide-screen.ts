import { useMediaQuery } from '@/hooks/use-media-query';

// Two pages of the mushaf side by side need about twice a phone's width.
const SPREAD_QUERY = '(min-width: 1100px)';

/** Whether the screen is wide enough for an open mushaf's two pages. */
export function useWideScreen(): boolean {
  return useMediaQuery(SPREAD_QUERY);
}
