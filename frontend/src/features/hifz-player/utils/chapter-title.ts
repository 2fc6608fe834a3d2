/** A chapter as the player names it: "113 · Al-Falaq", or "113" alone until the chapters' names have come. */
export function chapterTitle(number: number, name: string): string {
  return name ? `${number} · ${name}` : `${number}`;
}
