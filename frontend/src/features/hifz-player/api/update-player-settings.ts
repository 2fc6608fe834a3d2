import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';

import type { PlayerSettings } from '../types';
import { playerSettingsQueryKey } from './get-player-settings';

export async function updatePlayerSettings(settings: PlayerSettings): Promise<PlayerSettings> {
  const response = await apiClient.put<PlayerSettings>('/player/settings/', settings);
  return response.data;
}

/** Saves the settings; the page shows them at once and keeps them when saving fails (with a toast). */
export function useUpdatePlayerSettings() {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updatePlayerSettings,
    onError: (error) => toastApiError(error, t('settings.saveFailed')),
    onSuccess: (saved, sent) => {
      // Only the latest change may land in the cache: an older answer arriving late must not undo a newer one.
      if (queryClient.getQueryData(playerSettingsQueryKey) === sent)
        queryClient.setQueryData(playerSettingsQueryKey, saved);
    },
  });
}
