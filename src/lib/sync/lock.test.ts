import { describe, expect, it } from 'vitest'
import { processLock } from './lock'

describe('processLock', () => {
  it('runs holders of the same name one after the other, in request order', async () => {
    const log: string[] = []
    const job = (name: string, ms: number) => processLock('l', async () => {
      log.push(`start ${name}`)
      await new Promise((r) => setTimeout(r, ms))
      log.push(`end ${name}`)
    })
    await Promise.all([job('a', 10), job('b', 1), job('c', 1)])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('releases the lock when a holder throws', async () => {
    await expect(processLock('x', async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(await processLock('x', async () => 42)).toBe(42)
  })

  it('does not serialise different names', async () => {
    let inside = 0
    let max = 0
    const job = (name: string) => processLock(name, async () => {
      max = Math.max(max, ++inside)
      await new Promise((r) => setTimeout(r, 5))
      inside--
    })
    await Promise.all([job('p'), job('q')])
    expect(max).toBe(2)
  })
})
