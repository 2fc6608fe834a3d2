import { describe, expect, it } from 'vitest';

import enGames from './en/games.json';
import enMushaf from './en/mushaf.json';
import enPlayer from './en/player.json';
import enRecitation from './en/recitation.json';
import enReview from './en/review.json';
import enSocial from './en/social.json';
import enStudy from './en/study.json';
import en from './en/translation.json';
import ruGames from './ru/games.json';
import ruMushaf from './ru/mushaf.json';
import ruPlayer from './ru/player.json';
import ruRecitation from './ru/recitation.json';
import ruReview from './ru/review.json';
import ruSocial from './ru/social.json';
import ruStudy from './ru/study.json';
import ru from './ru/translation.json';

const namespaces = [
  ['translation', en, ru],
  ['study', enStudy, ruStudy],
  ['games', enGames, ruGames],
  ['player', enPlayer, ruPlayer],
  ['mushaf', enMushaf, ruMushaf],
  ['recitation', enRecitation, ruRecitation],
  ['review', enReview, ruReview],
  ['social', enSocial, ruSocial],
] as const;

function flatten(messages: object, prefix = ''): Record<string, unknown> {
  return Object.entries(messages).reduce<Record<string, unknown>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? { ...flat, ...flatten(value, path) }
      : { ...flat, [path]: value };
  }, {});
}

// i18next's plural forms: `key_one`, `key_other`…, as many as the language has (English two, Russian four).
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The messages' keys, a plural message's forms counted as one key. */
const messageKeys = (messages: object) =>
  [...new Set(Object.keys(flatten(messages)).map((key) => key.replace(pluralSuffix, '')))].sort();

describe.each(namespaces)('the %s translations', (_, en, ru) => {
  it('has every English message in Russian too, and nothing else', () => {
    expect(messageKeys(ru)).toEqual(messageKeys(en));
  });

  it.each([
    ['en', en],
    ['ru', ru],
  ])('gives each plural message every form %s has', (language, messages) => {
    const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const formsGiven = new Map<string, string[]>();
    for (const key of Object.keys(flatten(messages))) {
      const form = pluralSuffix.exec(key)?.[1];
      const plural = key.replace(pluralSuffix, '');
      if (form) formsGiven.set(plural, [...(formsGiven.get(plural) ?? []), form]);
    }
    for (const [plural, given] of formsGiven) expect(given.sort(), plural).toEqual(forms);
  });

  it('has no empty messages', () => {
    for (const messages of [en, ru]) {
      for (const [key, text] of Object.entries(flatten(messages))) {
        expect(text, key).not.toBe('');
      }
    }
  });
});
