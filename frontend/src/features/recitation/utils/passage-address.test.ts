import { describe, expect, it } from 'vitest';

import { passageQuery, recitePath } from '@/lib/recite-path';

import { passageFromAddress, revealedFromAddress } from './passage-address';

const read = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('a recitation address', () => {
  it.each([
    [
      { kind: 'verses', from: { surah_id: 78, ayah_id: 1 }, to: { surah_id: 78, ayah_id: 10 } },
      '/recite?from=78%3A1&to=78%3A10',
    ],
    [{ kind: 'pages', from: 582, to: 583 }, '/recite?pages=582-583'],
    [{ kind: 'pages', from: 604, to: 604 }, '/recite?pages=604'],
    [{ kind: 'quarter', quarter: 233 }, '/recite?quarter=233'],
    [{ kind: 'review' }, '/recite?review'],
  ] as const)('names %j as %s, and reads back as it', (passage, path) => {
    expect(recitePath(passage)).toBe(path);
    expect(passageFromAddress(read(path))).toEqual(passage);
  });

  it('carries the words a test showed', () => {
    const path = recitePath({ kind: 'quarter', quarter: 1 }, 3);
    expect(revealedFromAddress(read(path))).toBe(3);
    expect(revealedFromAddress(read('/recite?quarter=1&revealed=-2'))).toBe(0);
  });

  it.each(['', 'from=78', 'pages=0', 'pages=605', 'quarter=241', 'quarter=x', 'from=1:2:3'])(
    'names no passage in "%s"',
    (search) => expect(passageFromAddress(new URLSearchParams(search))).toBeNull(),
  );

  it('asks the passage call in its terms', () => {
    expect(
      passageQuery({ kind: 'verses', from: { surah_id: 78, ayah_id: 1 }, to: { surah_id: 79, ayah_id: 2 } }),
    ).toEqual({
      kind: 'verses',
      from_verse: '78:1',
      to_verse: '79:2',
    });
    expect(passageQuery({ kind: 'pages', from: 1, to: 2 })).toEqual({ kind: 'pages', from_page: '1', to_page: '2' });
  });
});
