/** SPEC §3. */
export type MatchingTextItem = {
  id: number;
  arabic_text: string;
  english_text: string;
  russian_text: string;
};

export type MatchingImageItem = {
  id: number;
  src: string;
};

export type MatchingGameData = {
  textItems: MatchingTextItem[];
  imageItems: MatchingImageItem[];
  /** Text item id (a string, as JSON keys are) → the id of its image item. */
  correctPairs: Record<string, number>;
};
