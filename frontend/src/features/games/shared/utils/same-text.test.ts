import { describe, expect, it } from 'vitest';

import { isSameText, sameTextKey } from './same-text';

describe('same text', () => {
  it('reads the Arabic as drawn, however it is composed or spaced', () => {
    const decomposed = 'فَبِأَيِّ ءَالَآءِ'.replace('آ', 'ا\u0653');

    expect(sameTextKey(`  ${decomposed}\u00a0 رَبِّكُمَا `)).toBe('فَبِأَيِّ ءَالَآءِ رَبِّكُمَا');
    expect(isSameText('وَيۡلٞ يَوۡمَئِذٖ لِّلۡمُكَذِّبِينَ', ' وَيۡلٞ  يَوۡمَئِذٖ لِّلۡمُكَذِّبِينَ')).toBe(true);
    expect(isSameText('قُلْ', 'هُوَ')).toBe(false);
  });
});
