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
