import { useQuery } from '@tanstack/react-query';

import { publicGet } from '@/lib/public-get';
import type { LandingFigures } from '@/types/api';

// The server counts them at most hourly (and says so in Cache-Control): no point asking again sooner.
const FIGURES_FRESH_MS = 60 * 60 * 1000;

// Asked with fetch, not the API client: the landing page does without axios.
export const getLandingFigures = () => publicGet<LandingFigures>('/stats/landing/');

export function useLandingFigures() {
  return useQuery({ queryKey: ['landing-figures'], queryFn: getLandingFigures, staleTime: FIGURES_FRESH_MS });
}
