// The part of autocannon 8's API that the bench's load runner and the load run use (the package
// ships no types). Only what they call is declared; add to it rather than cast around it.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  /** Lives from a request's `setupRequest` to its answer's `onResponse`. */
  export type Context = Record<string, unknown>;
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Options {
    /** Several urls: the connections are spread over them round robin. */
    url: string | string[];
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: {
      method?: string;
      setupRequest?: (request: Request, context: Context) => Request;
      onResponse?: (status: number, body: string, context: Context) => void;
    }[];
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    resets: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
    start: Date;
    finish: Date;
  }
  export interface Instance extends PromiseLike<Result> {
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
