// The parts of autocannon (it ships no types) that the benchmark scripts use.
declare module 'autocannon' {
  interface Histogram {
    p50: number
    p90: number
    p99: number
    max: number
    average: number
  }
  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Options {
    url: string
    connections?: number
    amount?: number
    duration?: number
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>
  }
  interface Result {
    latency: Histogram
    requests: Histogram & { total: number }
    '2xx': number
    non2xx: number
    errors: number
    timeouts: number
    /** Answers per HTTP status code. */
    statusCodeStats?: Record<string, { count: number }>
  }
  /** A run in progress: awaited, it gives the result; `stop()` ends a run before its duration; `on` reports each response. */
  interface Instance extends PromiseLike<Result> {
    stop(): void
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
    on(event: 'reqError', listener: (error: Error) => void): this
  }
  export default function autocannon(options: Options): Instance
}
