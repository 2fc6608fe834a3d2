import { describe, expect, it } from 'vitest';

import { arabicOnly, isWrittenRight, writtenLetters } from './written-word';

describe('what a learner writes in a blank', () => {
  it('is read as its letters: vowel signs out, a hamza on any seat as ء, ة as ه, ى as ي', () => {
    expect(writtenLetters('قُلْ')).toBe('قل');
    expect(writtenLetters('يسألونك')).toBe(writtenLetters('يسئلونك'));
    expect(writtenLetters('رحمة')).toBe('رحمه');
    expect(writtenLetters('على')).toBe('علي');
    expect(writtenLetters('آمنوا')).toBe('ءامنوا');
    expect(writtenLetters('کفروا')).toBe('كفروا');
    // The hamza sign on a ya seat is the hamza alone; on a tatweel, after the letter before it.
    expect(writtenLetters('سي\u0654ل')).toBe('سءل');
    expect(writtenLetters('شيـ\u0654ا')).toBe('شيءا');
  });

  it('is right when its letters match the blank’s answer, as the server says what a right writing is', () => {
    // «ٱلصَّلَوٰةَ»: the waw of the long ā may be written as alif.
    expect(isWrittenRight('الصلاة', 'ال?صل[وا]ه')).toBe(true);
    expect(isWrittenRight('الصلوة', 'ال?صل[وا]ه')).toBe(true);
    expect(isWrittenRight('أحد', '[ءا]حد')).toBe(true);
    expect(isWrittenRight('احد', '[ءا]حد')).toBe(true);
    expect(isWrittenRight('احذ', '[ءا]حد')).toBe(false);
    expect(isWrittenRight('', '[ءا]حد')).toBe(false);
  });

  it('keeps Arabic letters and marks only: no spaces, no Latin letters', () => {
    expect(arabicOnly('قُل هو x1')).toBe('قُلهو');
  });
});
