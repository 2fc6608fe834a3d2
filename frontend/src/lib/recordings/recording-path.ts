/** Hearing a recording back, verse by verse beside the reciter (docs/product.md §2.18): /recordings/<upload id>. */
export function recordingPath(uploadId: string): string {
  return `/recordings/${uploadId}`;
}
