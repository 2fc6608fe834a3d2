/** Bytes as megabytes in the reader's language, to one decimal, at least 0.1 for any bytes at all (a few seconds'
 * recording is not "0 MB"): 5_400_000 → "5.1" in English, "5,1" in Russian. */
export function megabytes(bytes: number, language: string): string {
  const value = bytes <= 0 ? 0 : Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
