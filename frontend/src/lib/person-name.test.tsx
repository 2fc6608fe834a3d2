import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';

import { useGuestFirstName, usePersonName } from './person-name';

describe('usePersonName', () => {
  it('says a guest’s generated name in the reader’s language, and leaves chosen names alone', async () => {
    await i18n.changeLanguage('ru');
    const personName = renderHook(() => usePersonName()).result.current;

    expect(personName('Guest 6041')).toBe('Гость 6041');
    expect(personName('')).toBe('Ученик');
    expect(personName('Amina Yusuf')).toBe('Amina Yusuf');
    expect(personName('Guest Star')).toBe('Guest Star');
  });

  it('reads the same in English', () => {
    const personName = renderHook(() => usePersonName()).result.current;

    expect(personName('Guest 6041')).toBe('Guest 6041');
    expect(personName('')).toBe('A learner');
  });
});

describe('useGuestFirstName', () => {
  it('gives the generated first name in the reader’s language, and nothing for chosen names', async () => {
    await i18n.changeLanguage('ru');
    const guestFirstName = (first: string, last: string) =>
      renderHook(() => useGuestFirstName(first, last)).result.current;

    expect(guestFirstName('Guest', '6041')).toBe('Гость');
    expect(guestFirstName('Guest', 'Star')).toBeNull();
    expect(guestFirstName('Amina', '6041')).toBeNull();
  });
});
