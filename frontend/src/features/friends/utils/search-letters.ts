/** A word of a people search needs at least this many letters; shorter ones are left out, and a search with no
 * word left is refused (the server's rule: there is no listing of everyone). */
export const SEARCH_MIN_LETTERS = 2;

/** Whether `search` has a word the server searches by: one of at least SEARCH_MIN_LETTERS letters, of any script. */
export function hasEnoughLetters(search: string): boolean {
  return search.split(/\s+/).some((word) => (word.match(/\p{L}/gu)?.length ?? 0) >= SEARCH_MIN_LETTERS);
}
