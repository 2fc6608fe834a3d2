import { useEffect } from 'react';

import { useProfileSettings } from '../api/get-profile-settings';
import { useUpdateProfileSettings } from '../api/update-profile-settings';

/** The browser's IANA time zone, e.g. Europe/Moscow. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Tells the server the browser's time zone when it holds another one, so the learner's days end at their midnight. */
export function useTimeZoneSync() {
  const stored = useProfileSettings().data?.time_zone;
  const { mutate, isIdle } = useUpdateProfileSettings();

  useEffect(() => {
    const zone = browserTimeZone();
    // Once per sign-in or app load: isIdle turns false with the first attempt, successful or not.
    if (stored !== undefined && stored !== zone && isIdle) mutate({ time_zone: zone });
  }, [stored, mutate, isIdle]);
}
