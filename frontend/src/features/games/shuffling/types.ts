/** SPEC §3. */
export type Phrase = {
  id: number;
  text: string;
};

export type SentencePart =
  | { type: 'text'; content: string }
  | { type: 'gap'; id: number; currentPhrase: Phrase | null };

export type ShufflingLevel = {
  sentence: SentencePart[];
  phrases: Phrase[];
  /** Phrase ids in the order of the gaps. */
  correctSequence: number[];
};

export type ShufflingGameData = {
  levels: ShufflingLevel[];
};
