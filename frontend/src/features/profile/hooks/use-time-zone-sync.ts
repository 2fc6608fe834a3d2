import { useEffect } from 'react';

import { useProfileSettings } from '../api/get-profile-settings';
import { useUpdateProfileSettings } from '../api/update-profile-settings';

/** The browser's IANA time zone, e.g. Europe/Moscow. The first call sets up the browser's Intl time zone data:
 * ~0.1 s of a slow phone's main thread. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Minutes the browser's clock is ahead of UTC now; cheap. */
const browserUtcOffsetMinutes = () => -new Date().getTimezoneOffset();

/** Tells the server the browser's time zone when it holds another one, so the learner's days end at their midnight. */
export function useTimeZoneSync() {
  const settings = useProfileSettings().data;
  const { mutate, isIdle } = useUpdateProfileSettings();

  useEffect(() => {
    // Once per sign-in or app load: isIdle turns false with the first attempt, successful or not.
    if (!settings || !isIdle) return;
    // Zones whose clocks agree now count the same days now: the zone's name is only needed when they do not (a new
    // learner away from UTC, a journey, a summer-time change), which spares most page loads its cost.
    if (settings.utc_offset_minutes === browserUtcOffsetMinutes()) return;
    const zone = browserTimeZone();
    if (settings.time_zone !== zone) mutate({ time_zone: zone });
  }, [settings, mutate, isIdle]);
}
