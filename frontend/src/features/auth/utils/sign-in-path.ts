/** The sign-in choice, asked to bring the learner back to `next` afterwards. */
export function signInPath(next: string): string {
  return `/sign-in?${new URLSearchParams({ next }).toString()}`;
}

/** Where a sign-in may lead: a path of this app only, as the browser reads it. Anything else (another site, and
 * the forms browsers take for one: `//host`, `/\host`, a tab or line break inside them) would let a shared link
 * send a learner away after signing in. */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/')) return null;
  const url = new URL(next, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Marks the page a sign-in leads to, in the router's location state: the app asks a learner who has not chosen a
 * learning path to choose one there first (docs/product.md §2). */
export type SignedInState = { signedIn: true };
export const SIGNED_IN_STATE: SignedInState = { signedIn: true };
