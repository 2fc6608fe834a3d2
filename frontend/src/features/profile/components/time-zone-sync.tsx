import { useTimeZoneSync } from '../hooks/use-time-zone-sync';

/** Renders nothing; mounted while a learner is signed in. */
export function TimeZoneSync() {
  useTimeZoneSync();
  return null;
}
