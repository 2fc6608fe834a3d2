/** Where Hafiz's API is served, and how long a call may take (docs/product.md §7): lib/http-client.ts and
 * lib/public-get.ts. */
export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
