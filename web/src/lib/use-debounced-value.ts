import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: typing asks the server once, not per key. */
export const useDebouncedValue = <Value>(value: Value, delayMs: number): Value => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
