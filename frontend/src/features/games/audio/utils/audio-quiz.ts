import { shuffled } from '../../shared/utils/shuffled';

/** The verses a game covers (as the server counts them): `count` consecutive verses ending at `verse`, or
 * 1..count when fewer lead up to it. */
export function versesCovered(verse: number, count: number): number[] {
  const last = Math.max(verse, count);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

// A game asks this many verses at most, so a long range (a whole chapter) is still one sitting.
export const AUDIO_QUESTIONS_MAX = 5;

/** The verses one game asks, in random order: all the covered ones, or past AUDIO_QUESTIONS_MAX the current verse
 * and others drawn from the range. */
export function audioQuestionOrder(verse: number, count: number, random: () => number = Math.random): number[] {
  const covered = versesCovered(verse, count);
  if (covered.length <= AUDIO_QUESTIONS_MAX) return shuffled(covered, random);
  const others = shuffled(
    covered.filter((covering) => covering !== verse),
    random,
  ).slice(0, AUDIO_QUESTIONS_MAX - 1);
  return shuffled([verse, ...others], random);
}

export type AudioAnswer = { choice: string; correct: boolean };

export type AudioQuizState = {
  /** The covered verses in the order they are asked. */
  order: number[];
  /** Index into `order` of the question being asked. */
  position: number;
  /** The first answer to this question; later ones do not count (docs/product.md §4). */
  answer: AudioAnswer | null;
  /** A wrong answer ends the quiz (lost), as does the right answer to the last question (won). */
  completed: boolean;
};

export type AudioQuizAction = { type: 'answer'; choice: string; correctAnswer: string } | { type: 'continue' };

export function audioQuizStart(order: number[]): AudioQuizState {
  return { order, position: 0, answer: null, completed: false };
}

export function audioQuizReducer(state: AudioQuizState, action: AudioQuizAction): AudioQuizState {
  if (state.completed) return state;
  switch (action.type) {
    case 'answer': {
      if (state.answer) return state;
      const correct = action.choice === action.correctAnswer;
      return {
        ...state,
        answer: { choice: action.choice, correct },
        completed: !correct || state.position === state.order.length - 1,
      };
    }
    case 'continue':
      return state.answer?.correct ? { ...state, position: state.position + 1, answer: null } : state;
  }
}

export function askedVerse(state: AudioQuizState): number {
  return state.order[state.position];
}
