import { describe, expect, it } from 'vitest';

import enGames from './en/games.json';
import enPlayer from './en/player.json';
import enStudy from './en/study.json';
import en from './en/translation.json';
import ruGames from './ru/games.json';
import ruPlayer from './ru/player.json';
import ruStudy from './ru/study.json';
import ru from './ru/translation.json';

const namespaces = [
  ['translation', en, ru],
  ['study', enStudy, ruStudy],
  ['games', enGames, ruGames],
  ['player', enPlayer, ruPlayer],
] as const;

function flatten(messages: object, prefix = ''): Record<string, unknown> {
  return Object.entries(messages).reduce<Record<string, unknown>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? { ...flat, ...flatten(value, path) }
      : { ...flat, [path]: value };
  }, {});
}

describe.each(namespaces)('the %s translations', (_, en, ru) => {
  it('has every English message in Russian too, and nothing else', () => {
    expect(Object.keys(flatten(ru)).sort()).toEqual(Object.keys(flatten(en)).sort());
  });

  it('has no empty messages', () => {
    for (const messages of [en, ru]) {
      for (const [key, text] of Object.entries(flatten(messages))) {
        expect(text, key).not.toBe('');
      }
    }
  });
});
