import { currentSignIn } from '@/lib/sign-in-mark';
import type { RecitationRecord } from '@/types/api';

/**
 * Recitations ended but not yet taken in by the server, kept in local storage under `recitation-outbox`: a
 * recitation is kept the moment it ends, before it is sent, so one ended without network (or in a tab closed too
 * soon) is sent when the app next can. The server takes one session once, so sending one twice is harmless.
 *
 * Each is kept under the sign-in it was made in (lib/sign-in-mark). Read from storage at every step, so two tabs
 * never write over each other's.
 */
const KEY = 'recitation-outbox';

type Kept = { signIn: string; recitation: RecitationRecord };

function read(): Kept[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as Kept[]) : [];
  } catch {
    return [];
  }
}

function write(kept: Kept[]): void {
  if (kept.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(kept));
}

/** Keeps a recitation that has ended, under the current sign-in. */
export function outboxKeep(recitation: RecitationRecord): void {
  const signIn = currentSignIn();
  if (!signIn) return;
  write([...read().filter((kept) => kept.recitation.session_id !== recitation.session_id), { signIn, recitation }]);
}

export function outboxDrop(sessionId: string): void {
  write(read().filter((kept) => kept.recitation.session_id !== sessionId));
}

/** The current sign-in's recitations waiting, oldest first; those of a sign-in that has ended are dropped. */
export function outboxWaiting(): RecitationRecord[] {
  const signIn = currentSignIn();
  const kept = read();
  const mine = kept.filter((entry) => entry.signIn === signIn);
  if (mine.length !== kept.length) write(mine);
  return mine.map((entry) => entry.recitation);
}
