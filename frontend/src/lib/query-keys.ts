// Query keys that more than one feature touches: one feature reads the data, another changes it
// and must invalidate it, and features may not import each other.
export const queryKeys = {
  ayahProgress: (chapter: number, verse: number) => ['ayah-progress', chapter, verse] as const,
  levels: () => ['levels'] as const,
  bookmarks: () => ['bookmarks'] as const,
};
