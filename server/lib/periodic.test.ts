import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPeriodic } from './periodic'

afterEach(() => vi.useRealTimers())

describe('startPeriodic', () => {
  it('runs at once and every interval, never two runs at a time, and stops', async () => {
    vi.useFakeTimers()
    let runs = 0
    let finish = () => {}
    const stop = startPeriodic('[test] job', 100, () => (runs++, new Promise<void>((r) => (finish = r))))
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(350) // three ticks due while the first run is still going
    expect(runs).toBe(1)
    finish()
    await vi.advanceTimersByTimeAsync(100)
    expect(runs).toBe(2)
    finish()
    stop()
    await vi.advanceTimersByTimeAsync(500)
    expect(runs).toBe(2)
  })

  it('logs a failed run and runs again at the next interval', async () => {
    vi.useFakeTimers()
    const logged: string[] = []
    let runs = 0
    const stop = startPeriodic('[test] job', 100, async () => {
      runs++
      if (runs === 1) throw new Error('database busy')
    }, { log: (m) => logged.push(m) })
    await vi.advanceTimersByTimeAsync(0)
    expect(logged).toEqual(['[test] job failed: database busy'])
    await vi.advanceTimersByTimeAsync(100)
    expect(runs).toBe(2)
    expect(logged).toHaveLength(1)
    stop()
  })

  it('with immediate false, runs first one interval after the start, then every interval', async () => {
    vi.useFakeTimers()
    let runs = 0
    const stop = startPeriodic('[test] job', 100, async () => void runs++, { immediate: false })
    await vi.advanceTimersByTimeAsync(99)
    expect(runs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(runs).toBe(3)
    stop()
  })

  it('does nothing with an interval of zero', async () => {
    const run = vi.fn(async () => {})
    startPeriodic('[test] job', 0, run)()
    expect(run).not.toHaveBeenCalled()
  })
})
