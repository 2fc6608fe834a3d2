/**
 * The standard Arabic (101) keyboard layout, by the physical key (KeyboardEvent.code): on a desktop whose keyboard
 * types no Arabic (a Latin or Cyrillic layout), its keys type the Arabic letters in their places into a blank, and
 * the letter pad shows each letter's key.
 */
const KEYS: readonly (readonly [code: string, label: string, letter: string, shifted?: string])[] = [
  ['KeyQ', 'q', 'ض'],
  ['KeyW', 'w', 'ص'],
  ['KeyE', 'e', 'ث'],
  ['KeyR', 'r', 'ق'],
  ['KeyT', 't', 'ف'],
  ['KeyY', 'y', 'غ', 'إ'],
  ['KeyU', 'u', 'ع'],
  ['KeyI', 'i', 'ه'],
  ['KeyO', 'o', 'خ'],
  ['KeyP', 'p', 'ح'],
  ['BracketLeft', '[', 'ج'],
  ['BracketRight', ']', 'د'],
  ['KeyA', 'a', 'ش'],
  ['KeyS', 's', 'س'],
  ['KeyD', 'd', 'ي'],
  ['KeyF', 'f', 'ب'],
  ['KeyG', 'g', 'ل'],
  ['KeyH', 'h', 'ا', 'أ'],
  ['KeyJ', 'j', 'ت'],
  ['KeyK', 'k', 'ن'],
  ['KeyL', 'l', 'م'],
  ['Semicolon', ';', 'ك'],
  ['Quote', "'", 'ط'],
  ['KeyZ', 'z', 'ئ'],
  ['KeyX', 'x', 'ء'],
  ['KeyC', 'c', 'ؤ'],
  ['KeyV', 'v', 'ر'],
  ['KeyN', 'n', 'ى', 'آ'],
  ['KeyM', 'm', 'ة'],
  ['Comma', ',', 'و'],
  ['Period', '.', 'ز'],
  ['Slash', '/', 'ظ'],
  ['Backquote', '`', 'ذ'],
];

/** The letter a physical key types in the Arabic layout (with Shift, the hamza forms of H, Y and N); else undefined. */
export function arabicLetterOfKey(code: string, shift: boolean): string | undefined {
  const key = KEYS.find(([keyCode]) => keyCode === code);
  return shift ? key?.[3] : key?.[2];
}

/** The physical key that types `letter`, as the pad labels it (⇧h for أ). */
export const KEY_OF_LETTER: ReadonlyMap<string, string> = new Map(
  KEYS.flatMap(([, label, letter, shifted]) => [
    [letter, label] as const,
    ...(shifted ? [[shifted, `⇧${label}`] as const] : []),
  ]),
);

/** The pad's letters: the 28 letters in the order of the alphabet, then the hamza and its seats, alif madda, alif
 * maqsura and ta marbuta. */
export const PAD_LETTERS = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي', ...'ءأإآؤئىة'];
