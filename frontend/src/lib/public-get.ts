import { API_BASE_PATH, API_TIMEOUT_MS } from '@/lib/api-config';

/**
 * A GET of a public API call (no token) with the browser's own fetch, for the landing page: it must not fetch axios
 * (the landing's JavaScript budget of 150 KB gzip, and lib/api-client.ts). Rejects on any answer but 2xx, and after
 * API_TIMEOUT_MS.
 */
export async function publicGet<T>(path: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE_PATH}${path}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}
