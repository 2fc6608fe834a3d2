/** SPEC §3: one question of the audio game. */
export type AudioQuestion = {
  audio_url: string;
  options: string[];
  /** The asked verse's opening; one of the options. */
  correct_answer: string;
};
