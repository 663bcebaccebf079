// The part of autocannon 8's API that the bench's load runner uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { method?: string; setupRequest?: (request: Request) => Request }[];
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }
  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
