/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

import { quranFontText } from './quran-font-text';

const require = createRequire(import.meta.url);

type FontFace = { file: string; ranges: Array<[number, number]> };

/** The @font-face rules the component imports (@fontsource/amiri-quran): each subset's file and unicode-range. */
function bundledFontFaces(): FontFace[] {
  const cssPath = require.resolve('@fontsource/amiri-quran/index.css');
  const css = readFileSync(cssPath, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule]) => {
    const url = /url\(([^)]+\.woff2)\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    if (!url || !range) throw new Error(`Unexpected @font-face rule: ${rule}`);
    const ranges = range.split(',').map((part): [number, number] => {
      const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first, 16), parseInt(last, 16)];
    });
    return { file: path.resolve(path.dirname(cssPath), url), ranges };
  });
}

/** Code points the bundled font draws: those a subset's unicode-range sends to it and its cmap holds. */
function drawnCodePoints(): Set<number> {
  const drawn = new Set<number>();
  for (const face of bundledFontFaces()) {
    const font = fontkit.create(readFileSync(face.file)) as fontkit.Font;
    for (const codePoint of font.characterSet) {
      if (face.ranges.some(([first, last]) => first <= codePoint && codePoint <= last)) drawn.add(codePoint);
    }
  }
  return drawn;
}

type SourceChapter = { id: number; name: string; verses: Array<{ id: number; text: string }> };

type MakharijData = { areas: { name_ar: string }[]; sifat: { name_ar: string }[]; letters: { glyph: string }[] };

const MAKHARIJ = path.resolve(import.meta.dirname, '../../../../backend/hafiz/makhraj/makharij.json');

describe('quranFontText', () => {
  it('draws the source open tanween marks as Unicode open tanween', () => {
    expect(quranFontText('سِنَةٞ')).toBe('سِنَة\u08F1');
    expect(quranFontText('هُدٗى')).toBe('هُد\u08F0ى');
    expect(quranFontText('بِشَيۡءٖ')).toBe('بِشَيۡء\u08F2');
  });

  it('leaves every other letter and mark as it is', () => {
    const basmala = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';
    expect(quranFontText(basmala)).toBe(basmala);
    expect(quranFontText('عَذَابٌ شَيۡءٍ رَغَدًا')).toBe('عَذَابٌ شَيۡءٍ رَغَدًا');
  });

  it('leaves no code point of the whole Quran that the bundled font does not draw', () => {
    const chapters = JSON.parse(readFileSync(require.resolve('quran-json/dist/quran.json'), 'utf8')) as SourceChapter[];
    const verses = chapters.flatMap((chapter) => chapter.verses);
    expect(verses).toHaveLength(6236);

    const drawn = drawnCodePoints();
    // What the app adds to the text: the end-of-verse marker (﴿٢٥٥﴾), the ellipsis before a shuffling game's
    // lead-in, the joiner after a hidden word's first letter, the mushaf's hizb mark (۞) and its chapter titles
    // («سُورَةُ» and the chapter's Arabic name), the kashida of a letter left out ("Which letter?"), and the makhraj
    // guide's Arabic: its areas' names, letters and sifat (backend/hafiz/makhraj/makharij.json).
    const added = '﴿٠١٢٣٤٥٦٧٨٩﴾ \u2026 \u200d ۞ سُورَةُ \u0640';
    const titles = chapters.map((chapter) => chapter.name);
    const makhraj = JSON.parse(readFileSync(MAKHARIJ, 'utf8')) as MakharijData;
    const guideText = [...makhraj.areas, ...makhraj.sifat].map((item) => item.name_ar);
    const glyphs = makhraj.letters.map((letter) => letter.glyph);
    const drawnText = [
      ...verses.map((verse) => quranFontText(verse.text)),
      added,
      ...titles,
      ...guideText,
      ...glyphs,
    ].join(' ');
    const missing = new Set<string>();
    for (const character of drawnText) {
      if (!drawn.has(character.codePointAt(0)!))
        missing.add(`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    expect([...missing]).toEqual([]);
  });
});
