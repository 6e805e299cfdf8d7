import { localIsoDay } from '@casino/rewards-ui';
import { useEffect, useState } from 'react';

/**
 * The player's date: UTC on the server and in the first browser render (the same HTML on both sides), the player's own
 * calendar date once mounted, and the next date after midnight.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => new Date().toISOString().slice(0, 10));
  useEffect(() => {
    setToday(localIsoDay(new Date()));
    const id = window.setInterval(() => setToday(localIsoDay(new Date())), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return today;
}
