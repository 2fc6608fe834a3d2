import type { LetterExample, MakhrajGuide, MakhrajLetter } from '@/types/api';

const example = (
  kind: LetterExample['kind'],
  surah_id: number,
  ayah_id: number,
  word: string,
  start: number,
  end: number,
  word_index = 0,
): LetterExample => ({
  kind,
  surah_id,
  ayah_id,
  word_index,
  verse_word_count: 4,
  word,
  letter: { start, end },
  audio_url: `/media/audio/${surah_id}-${ayah_id}.mp3`,
  timings_url: null,
});

const letter = (
  id: string,
  glyph: string,
  name_en: string,
  name_ru: string,
  point: number,
  extra: Partial<MakhrajLetter> = {},
): MakhrajLetter => ({
  id,
  glyph,
  name_en,
  name_ru,
  kind: 'letter',
  point,
  sifat: ['jahr'],
  examples: [],
  recited_name: null,
  ...extra,
});

const described = (en: string, ru: string) => ({ description_en: en, description_ru: ru });

/** The guide's throat (three points, six letters) and the lips' ba, with ع's examples. */
export const guide: MakhrajGuide = {
  areas: [
    {
      id: 'halq',
      name_ar: 'الحلق',
      name_en: 'Al-Halq',
      name_ru: 'Аль-Хальк',
      gloss_en: 'the throat',
      gloss_ru: 'горло',
      points: [2, 3, 4],
      ...described('The throat.', 'Горло.'),
    },
    {
      id: 'shafatan',
      name_ar: 'الشفتان',
      name_en: 'Ash-Shafatan',
      name_ru: 'Аш-Шафатан',
      gloss_en: 'the lips',
      gloss_ru: 'губы',
      points: [16],
      ...described('The lips.', 'Губы.'),
    },
  ],
  points: [
    {
      number: 2,
      area: 'halq',
      letters: ['hamza', 'ha'],
      ...described('The deepest part of the throat.', 'Самая глубокая часть горла.'),
    },
    { number: 3, area: 'halq', letters: ['ain', 'hha'], ...described('The middle of the throat.', 'Середина горла.') },
    {
      number: 4,
      area: 'halq',
      letters: ['ghain', 'kha'],
      ...described('The part nearest the mouth.', 'Ближе ко рту.'),
    },
    { number: 16, area: 'shafatan', letters: ['ba'], ...described('The two lips.', 'Обе губы.') },
  ],
  letters: [
    letter('hamza', 'ء', 'Hamzah', 'Хамза', 2),
    letter('ha', 'ه', "Ha'", 'Ха', 2),
    letter('ain', 'ع', "'Ayn", 'Айн', 3, {
      sifat: ['jahr', 'tawassut'],
      recited_name: example('name', 42, 2, 'عٓسٓقٓ', 0, 2),
      examples: [example('start', 111, 2, 'عَنۡهُ', 0, 2, 1), example('sukun', 109, 2, 'أَعۡبُدُ', 2, 4, 1)],
    }),
    letter('hha', 'ح', "Ḥa'", 'Хьа', 3),
    letter('ghain', 'غ', 'Ghayn', 'Гайн', 4),
    letter('kha', 'خ', "Kha'", 'Хо', 4),
    letter('ba', 'ب', "Ba'", 'Ба', 16),
  ],
  sifat: [
    {
      id: 'jahr',
      name_ar: 'الجهر',
      name_en: 'Jahr',
      gloss_en: 'voicing',
      name_ru: 'Джахр',
      gloss_ru: 'звонкость',
      ...described('The breath is held back.', 'Дыхание удерживается.'),
    },
    {
      id: 'tawassut',
      name_ar: 'التوسط',
      name_en: 'Tawassut',
      gloss_en: 'in between',
      name_ru: 'Тавассут',
      gloss_ru: 'промежуточность',
      ...described('Neither stops nor runs.', 'Ни то ни другое.'),
    },
  ],
  confusable_groups: [['ain', 'hamza']],
};
