// The part of autocannon 8's API that the load run uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  type Context = Record<string, unknown>;
  interface Options {
    url: string | string[];
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: {
      setupRequest?: (request: Request, context: Context) => Request;
      onResponse?: (status: number, body: string, context: Context) => void;
    }[];
  }
  interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    resets: number;
    duration: number;
    start: Date;
    finish: Date;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
