import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type {
  PlanAndForecast,
  PlanChart,
  PlanForecast,
  PlanForecastRequest,
  PlanSettings,
  PlanToday,
} from '@/types/api';

const planKey = () => [...queryKeys.hifzPlan(), 'settings'] as const;

export async function getPlan(): Promise<PlanAndForecast> {
  return (await apiClient.get<PlanAndForecast>('/plan/')).data;
}

/** The learner's hifz plan and its forecast from today (both null before they make one). */
export function usePlan() {
  return useQuery({ queryKey: planKey(), queryFn: getPlan });
}

export async function getPlanToday(): Promise<PlanToday | null> {
  return (await apiClient.get<{ today: PlanToday | null }>('/plan/today/')).data.today;
}

/** Today's sabaq, sabqi and manzil; null without a plan. */
export function usePlanToday() {
  return useQuery({ queryKey: [...queryKeys.hifzPlan(), 'today'], queryFn: getPlanToday });
}

export async function getPlanChart(): Promise<PlanChart> {
  return (await apiClient.get<PlanChart>('/plan/chart/')).data;
}

/** The plan's pages memorised against its line; only asked for once there is a plan. */
export function usePlanChart(enabled: boolean) {
  return useQuery({ queryKey: [...queryKeys.hifzPlan(), 'chart'], queryFn: getPlanChart, enabled });
}

export async function getForecast(request: PlanForecastRequest): Promise<PlanForecast> {
  return (await apiClient.post<PlanForecast>('/plan/forecast/', request)).data;
}

/** What the plan being made would come to; the last answer stays shown while the next is asked. */
export function useForecast(request: PlanForecastRequest | null) {
  return useQuery({
    queryKey: [...queryKeys.hifzPlan(), 'forecast', request],
    queryFn: () => getForecast(request as PlanForecastRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export async function savePlan(settings: PlanSettings): Promise<PlanAndForecast> {
  return (await apiClient.put<PlanAndForecast>('/plan/', settings)).data;
}

export async function pausePlan(paused: boolean): Promise<PlanAndForecast> {
  return (await apiClient.patch<PlanAndForecast>('/plan/', { paused })).data;
}

/** Saving or pausing the plan changes today's parts, the chart and the day streak's days off. */
function usePlanChange<Input>(change: (input: Input) => Promise<PlanAndForecast>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(planKey(), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.hifzPlan() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() });
    },
  });
}

export const useSavePlan = () => usePlanChange(savePlan);
export const usePausePlan = () => usePlanChange(pausePlan);
