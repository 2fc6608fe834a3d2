import { useAuthStore } from '@/stores/auth-store';

/** FNV-1a: enough to tell one sign-in's token from another's without keeping it twice. */
function signInMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * A mark of the current sign-in (a digest of its token, not the token), or null when signed out: what the app keeps
 * on the device to send later (a recitation, a recording) is kept under it, sent only under that sign-in, never under
 * another learner's who signs in on the same device, and dropped once that sign-in has ended.
 */
export function currentSignIn(): string | null {
  const { token } = useAuthStore.getState();
  return token ? signInMark(token) : null;
}
