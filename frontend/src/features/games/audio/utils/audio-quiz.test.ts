import { describe, expect, it } from 'vitest';

import {
  AUDIO_QUESTIONS_MAX,
  askedVerse,
  audioQuestionOrder,
  audioQuizReducer,
  audioQuizStart,
  versesCovered,
  type AudioQuizAction,
} from './audio-quiz';

const answer = (choice: string): AudioQuizAction => ({ type: 'answer', choice, correctAnswer: 'right' });
const play = (order: number[], ...actions: AudioQuizAction[]) =>
  actions.reduce(audioQuizReducer, audioQuizStart(order));

describe('versesCovered', () => {
  it('covers the verses leading up to the current one', () => {
    expect(versesCovered(4, 2)).toEqual([3, 4]);
    expect(versesCovered(4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('covers the first verses when fewer lead up to the current one', () => {
    expect(versesCovered(1, 3)).toEqual([1, 2, 3]);
    expect(versesCovered(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('audioQuestionOrder', () => {
  it('asks every covered verse of a short range', () => {
    expect([...audioQuestionOrder(4, 4)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });

  it('asks the current verse and a few others of a long range, each once', () => {
    for (let run = 0; run < 20; run++) {
      const order = audioQuestionOrder(255, 255);

      expect(order).toHaveLength(AUDIO_QUESTIONS_MAX);
      expect(order).toContain(255);
      expect(new Set(order).size).toBe(AUDIO_QUESTIONS_MAX);
      expect(order.every((verse) => verse >= 1 && verse <= 255)).toBe(true);
    }
  });
});

describe('the audio quiz', () => {
  it('counts only the first answer to a question', () => {
    const state = play([2, 1], answer('wrong'), answer('right'));

    expect(state.answer).toEqual({ choice: 'wrong', correct: false });
  });

  it('moves on after a correct answer and Continue', () => {
    const state = play([2, 1], answer('right'), { type: 'continue' });

    expect(askedVerse(state)).toBe(1);
    expect(state.answer).toBeNull();
  });

  it('ends, lost, on a wrong answer', () => {
    const wrong = play([2, 1], answer('right'), { type: 'continue' }, answer('wrong'));

    expect(wrong.completed).toBe(true);
    expect(wrong.answer).toEqual({ choice: 'wrong', correct: false });
    expect(audioQuizReducer(wrong, { type: 'continue' })).toBe(wrong);
  });

  it('completes on the correct answer to the last question', () => {
    const beforeLast = play([2, 1], answer('right'), { type: 'continue' });
    expect(beforeLast.completed).toBe(false);

    const completed = audioQuizReducer(beforeLast, answer('right'));
    expect(completed.completed).toBe(true);
    expect(audioQuizReducer(completed, { type: 'continue' })).toBe(completed);
  });
});
