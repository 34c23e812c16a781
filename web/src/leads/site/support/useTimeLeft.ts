import { useEffect, useState } from 'react';
import { timeLeft, untilNextTick } from './timeLeft';

/** The time left until `target` (epoch ms), updated as each second passes; null once it has come. */
export function useTimeLeft(target: number) {
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(target - now);
  const arrived = left === null;

  useEffect(() => {
    if (arrived) return;
    let timer: ReturnType<typeof setTimeout>;
    // Each wake-up is timed to the next change of the shown second, not a drifting one-second interval.
    const wakeUpNextSecond = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          if (target > Date.now()) wakeUpNextSecond();
        },
        untilNextTick(target - Date.now()),
      );
    };
    wakeUpNextSecond();
    return () => clearTimeout(timer);
  }, [arrived, target]);

  return left;
}
