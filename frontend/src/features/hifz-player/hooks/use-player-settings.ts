import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { playerSettingsQueryKey, usePlayerSettingsQuery } from '../api/get-player-settings';
import { updatePlayerSettings, useUpdatePlayerSettings } from '../api/update-player-settings';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '../types';

// A slider dragged across its range is one save, not ten.
const SAVE_DELAY_MS = 400;

/** The learner's settings, and a change that shows at once and is saved on the server shortly after. */
export function usePlayerSettings() {
  const queryClient = useQueryClient();
  const query = usePlayerSettingsQuery();
  const { mutate: save } = useUpdatePlayerSettings();
  // Held in React state too: the query cache tells its readers a tick later, and a form field must not lag.
  const [changed, setChanged] = useState<PlayerSettings | null>(null);
  const latest = useRef<PlayerSettings | null>(null);
  const pending = useRef<{ settings: PlayerSettings; timer: ReturnType<typeof setTimeout> } | null>(null);

  const update = useCallback(
    (change: Partial<PlayerSettings>) => {
      const base =
        latest.current ?? queryClient.getQueryData<PlayerSettings>(playerSettingsQueryKey) ?? DEFAULT_PLAYER_SETTINGS;
      const settings = { ...base, ...change };
      latest.current = settings;
      setChanged(settings);
      queryClient.setQueryData(playerSettingsQueryKey, settings);
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        save(settings);
      }, SAVE_DELAY_MS);
      pending.current = { settings, timer };
    },
    [queryClient, save],
  );

  // Leaving the page within the delay still saves the last change.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      updatePlayerSettings(pending.current.settings).catch((error: unknown) =>
        console.error('Saving the player settings failed', error),
      );
    },
    [],
  );

  // A failed load leaves the defaults: the player works, and the learner's next change saves them all.
  return { settings: changed ?? query.data ?? DEFAULT_PLAYER_SETTINGS, loading: query.isPending, update };
}
