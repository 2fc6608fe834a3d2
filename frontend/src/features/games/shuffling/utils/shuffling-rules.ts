import type { Phrase, SentencePart } from '../types';

/** Gap id → the id of the phrase in it, or null; gaps listed in sentence order. */
export type Placements = ReadonlyMap<number, number | null>;

/** Where a phrase can be put: a gap, or back in the tray of phrases. */
export type DropTarget = { kind: 'gap'; gapId: number } | { kind: 'tray' };

export function initialPlacements(sentence: SentencePart[]): Placements {
  return new Map(
    sentence.flatMap((part) => (part.type === 'gap' ? [[part.id, part.currentPhrase?.id ?? null] as const] : [])),
  );
}

function gapHolding(placements: Placements, phraseId: number): number | null {
  for (const [gapId, placed] of placements) if (placed === phraseId) return gapId;
  return null;
}

/** Moves a phrase. Into a filled gap, the phrases trade places: the one there goes where the moved one came
 * from, a gap or the tray. */
export function movePhrase(placements: Placements, phraseId: number, target: DropTarget): Placements {
  const from = gapHolding(placements, phraseId);
  const next = new Map(placements);
  if (target.kind === 'tray') {
    if (from !== null) next.set(from, null);
    return next;
  }
  if (from === target.gapId) return placements;
  const displaced = next.get(target.gapId) ?? null;
  next.set(target.gapId, phraseId);
  if (from !== null) next.set(from, displaced);
  return next;
}

/** The phrases not in a gap, in the order they were dealt. */
export function trayPhrases(phrases: Phrase[], placements: Placements): Phrase[] {
  const placed = new Set(placements.values());
  return phrases.filter(({ id }) => !placed.has(id));
}

/** The game ends when every gap holds a phrase, in the right order or not: the server grades it then. */
export function isEveryGapFilled(placements: Placements): boolean {
  return [...placements.values()].every((placed) => placed !== null);
}
