// At most `limit` tasks at once; the others wait their turn in order. Renders are CPU work on a few
// cores: more of them at once only hold more memory at the same time, without finishing sooner (0082).

export class ConcurrencyLimit {
  #running = 0
  readonly #waiting: Array<() => void> = []

  constructor(readonly limit: number) {}

  get running(): number {
    return this.#running
  }

  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    else this.#running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }
}
