// The four playable games of SPEC §2; the study page lists them and the games feature plays them.
export const playableGames = ['shuffling', 'memory', 'audio', 'matching'] as const;
export type GameName = (typeof playableGames)[number];
