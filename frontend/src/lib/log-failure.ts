/**
 * docs/product.md §8: some failed calls are only logged, with no message to the user. Rethrows, so the query
 * still ends in its error state and the component can stop waiting.
 */
export function logFailure(call: string) {
  return (error: unknown): never => {
    console.error(`${call} failed`, error);
    throw error;
  };
}
