import { describe, expect, it } from 'vitest';

import en from './en/translation.json';
import ru from './ru/translation.json';

function flatten(messages: object, prefix = ''): Record<string, unknown> {
  return Object.entries(messages).reduce<Record<string, unknown>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? { ...flat, ...flatten(value, path) }
      : { ...flat, [path]: value };
  }, {});
}

describe('translations', () => {
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
