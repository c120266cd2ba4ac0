import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that drops by one every second; `start` (re)starts it. */
export const useCountdown = (): [number, (seconds: number) => void] => {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))), []);
  return [secondsLeft, start];
};
