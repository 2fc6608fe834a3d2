// Query keys that more than one feature touches: one feature reads the data, another changes it
// and must invalidate it, and features may not import each other.
export const queryKeys = {
  ayahProgress: (chapter: number, verse: number) => ['ayah-progress', chapter, verse] as const,
  levels: () => ['levels'] as const,
  bookmarks: () => ['bookmarks'] as const,
  // A review (recorded by the games) changes both; the learning path feature shows them.
  reviewToday: () => ['review', 'today'] as const,
  reviewStats: () => ['review', 'stats'] as const,
  // A drill answered wrong (graded by the games) adds to the confused pairs the learning path feature lists.
  confusedPairs: () => ['review', 'confusions'] as const,
  // A won game changes all of these (games record wins; study, quests, leaderboard and profile show them).
  progress: () => ['progress'] as const,
  nextXp: (chapter: number, verse: number) => ['progress', 'next-xp', chapter, verse] as const,
  currentVerse: () => ['progress', 'current'] as const,
  portionProgress: () => ['progress', 'portions'] as const,
  // Today's hifz plan: a win memorises its sabaq (under progress, so a win refreshes it), a recitation recites its
  // parts (the recitation feature refreshes it).
  hifzPlan: () => ['progress', 'plan'] as const,
  questsToday: () => ['quests', 'today'] as const,
  leaderboard: () => ['leaderboard'] as const,
  profileStats: () => ['profile', 'stats'] as const,
  // A recitation (the recitation feature) changes the weak words the learn card, mushaf and Hifz player mark, and
  // the weak spots page and the profile's chart.
  weakWords: () => ['weak-words'] as const,
  weakSpots: () => ['weak-spots'] as const,
  // A guest who keeps their account with Google becomes a Google learner with Google's names (auth changes it).
  profileInfo: () => ['profile', 'info'] as const,
  // Following someone changes the friends lists, the profile's counts and the following leaderboard.
  people: () => ['people'] as const,
};
