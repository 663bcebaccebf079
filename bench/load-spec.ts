/** What one load run sends: requests drawn at random from `paths` (and `bodies`, for writes). */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  paths: string[];
  bodies?: string[];
  /** Sent with every request (a browser's Accept-Encoding, say). */
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors, timeouts included. */
  errors: number;
  /** Answers by status code, measured part only. */
  statuses: Record<string, number>;
  /** Answers by status code during the warm-up (writes made then count too). */
  warmupStatuses: Record<string, number>;
}
