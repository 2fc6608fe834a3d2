import type { VerseTranslations } from '../types';

/** The translation in the interface language: Russian for ru, English otherwise (the fallback language). */
export function translationFor(texts: VerseTranslations, language: string | undefined): string | null {
  return language === 'ru' ? texts.russian_text : texts.english_text;
}
