/** Text item id → the image item the player linked it to. */
export type Links = ReadonlyMap<number, number>;

/** Links `textId` to `imageId`; whatever either was linked to before is unlinked (one line per item). */
export function linkPair(links: Links, textId: number, imageId: number): Links {
  const next = new Map([...links].filter(([, linkedImageId]) => linkedImageId !== imageId));
  next.set(textId, imageId);
  return next;
}

export function isEveryTextLinked(links: Links, textIds: readonly number[]): boolean {
  return textIds.every((id) => links.has(id));
}

/** True when every text is linked to its own image. */
export function isMatchingCorrect(links: Links, correctPairs: Record<string, number>): boolean {
  const pairs = Object.entries(correctPairs);
  return links.size === pairs.length && pairs.every(([textId, imageId]) => links.get(Number(textId)) === imageId);
}
