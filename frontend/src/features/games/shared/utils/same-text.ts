// Items that show the same text are one answer (docs/product.md §4): a refrain the Qur'an repeats word for word
// (55:13 and 55:16) is won either way round. The server grades by the same rule (backend/hafiz/games/same_text.py);
// the app follows it to mark cards and links as the learner plays.

/** What two items must share to be interchangeable: the Arabic composed (NFC), its white space collapsed. */
export function sameTextKey(text: string): string {
  return text.normalize('NFC').split(/\s+/u).filter(Boolean).join(' ');
}

/** Whether two texts read the same. */
export function isSameText(first: string, second: string): boolean {
  return sameTextKey(first) === sameTextKey(second);
}
