import { useEffect, useState } from 'react';

/** The value once it has stood still `delay` ms: a search or a forecast is asked when the learner pauses, not at
 * every key. Give it a value that compares equal when it is the same (text, a number), or it never settles. */
export function useSettled<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
