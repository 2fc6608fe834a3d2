/** The full path of an API endpoint, as the app's client requests it. */
export const api = (path: string) => `/api/v1${path}`;
