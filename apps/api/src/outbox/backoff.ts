// A failed send waits 2, 4, 8 ... seconds after each attempt, at most 15 minutes, give or take 10%.

export const MAX_BACKOFF_SECONDS = 15 * 60;

/** The wait after `attempts` failed attempts, in seconds. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS) * (0.9 + Math.random() * 0.2);
}
