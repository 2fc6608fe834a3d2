// A chapter's name as the interface language writes it. The names come from quran-json in Latin letters
// ("Al-Ikhlas", "Ali 'Imran"); Russian readers know them in Cyrillic, as Russian Qur'an editions write them
// ("Аль-Ихляс", "Али Имран"). Like the verses' Russian transliteration (backend hafiz/quran/transliteration.py),
// л is soft before а and at the end of a syllable (ля, ль).
//
//   sh ш  kh х  th с (тх at the end: Аль-Фатх)  dh з  gh г  j дж (jj дж)  h х  q к
//   w: в, у after а before a consonant (Тауба)
//   y: й before a consonant; я ю йи at a word's start or after a vowel, ья ью ьи after a consonant (Марьям)
//   l: ля before а, ль before a consonant or at the end, л otherwise
//   -ah and -aa at the end: а (Аль-Фатиха, Аш-Шура); the apostrophes of ʿayn and hamza are not written

const letters: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  f: 'ф',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  m: 'м',
  n: 'н',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  z: 'з',
  g: 'г',
  e: 'е',
  o: 'о',
};
const digraphs: Record<string, string> = { sh: 'ш', kh: 'х', th: 'с', dh: 'з', gh: 'г', jj: 'дж', yy: 'йй' };
const iotated: Record<string, string> = { a: 'я', u: 'ю', i: 'йи', e: 'е', o: 'ё' };
const isVowel = (letter: string | undefined) => letter !== undefined && 'aeiou'.includes(letter);

function cyrillicWord(latin: string): string {
  const word = latin
    .toLowerCase()
    .replace(/['ʼʿ]/g, '')
    .replace(/(ah|aa)$/, 'a');
  let out = '';
  for (let index = 0; index < word.length; index++) {
    const letter = word[index];
    const next = word[index + 1];
    const previous = word[index - 1];
    // A final "th" is t and h (al-Fath), not the ث of Kawthar.
    const finalTh = letter === 't' && next === 'h' && index + 2 === word.length;
    const digraph = finalTh ? 'тх' : digraphs[letter + (next ?? '')];
    if (digraph) {
      out += digraph;
      index++;
    } else if (letter === 'y' && isVowel(next)) {
      out += (previous === undefined || isVowel(previous) ? '' : 'ь') + iotated[next];
      index++;
    } else if (letter === 'y') {
      out += 'й';
    } else if (letter === 'w') {
      out += previous === 'a' && !isVowel(next) ? 'у' : 'в';
    } else if (letter === 'l') {
      if (next === 'a') {
        out += 'ля';
        index++;
      } else {
        out += isVowel(next) || next === 'l' ? 'л' : 'ль';
      }
    } else {
      out += letters[letter] ?? letter;
    }
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** "Al-Ikhlas" → "Аль-Ихляс": each word and each part of a hyphenated one on its own. */
export function cyrillicChapterName(latin: string): string {
  return latin.replace(/[A-Za-z'ʼʿ]+/g, cyrillicWord);
}

/** The chapter's name (quran-json's `name_simple`) in the interface language's letters. */
export function localChapterName(nameSimple: string, language: string): string {
  return language.startsWith('ru') ? cyrillicChapterName(nameSimple) : nameSimple;
}
