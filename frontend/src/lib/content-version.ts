import { usePublicConfig } from '@/lib/public-config';

/** The content calls' `v` (the Qur'an's chapters, verses and look-alikes). With the server's current content
 * version an answer is kept by the browser for a year and never asked for again (backend hafiz/common/versioned.py).
 * The page's config carries it; where the page has none (Vite's dev server), the config call is waited for
 * (`ready`), and should it fail the calls go without a version, answered all the same and kept five minutes. */
export function useContentVersion(): { version: string | undefined; ready: boolean } {
  const config = usePublicConfig();
  return { version: config.data?.content_version ?? undefined, ready: !config.isPending };
}
