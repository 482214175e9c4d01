import { describe, expect, it } from 'vitest'
import { ConcurrencyLimit } from '../../app/http/concurrency-limit.ts'

const deferred = () => {
  let resolve = () => {}
  let reject = (_: Error) => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('concurrency limit', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in order', async () => {
    const limit = new ConcurrencyLimit(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const done = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index)
        await gate.promise
        return index
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect([limit.running, limit.waiting]).toEqual([2, 2])
    gates[1]?.resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    gates[0]?.resolve()
    gates[2]?.resolve()
    gates[3]?.resolve()
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3])
    expect([limit.running, limit.waiting]).toEqual([0, 0])
  })

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1)
    await expect(limit.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect(await limit.run(async () => 'next')).toBe('next')
    expect(limit.running).toBe(0)
  })
})
