const standaloneMark = /^[\p{M}\p{Po}\p{So}\p{Cf}]+$/u;

/** A verse's words as the server counts them (hafiz/quran/words.py), so that a weak word's index names the word shown:
 * its text split on plain spaces, a pause mark standing alone joined to the word before it. */
export function verseWords(text: string): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .reduce<string[]>((words, token) => {
      if (words.length > 0 && standaloneMark.test(token)) words[words.length - 1] += token;
      else words.push(token);
      return words;
    }, []);
}
