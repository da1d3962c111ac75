import { describe, expect, it } from 'vitest'
import { processLock } from './lock'

/** A promise the test settles by hand, to hold a lock open exactly as long as it wants. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** One turn of the event loop: every queued promise callback has run by then. */
const settle = () => new Promise((r) => setImmediate(r))

describe('processLock', () => {
  it('runs holders of the same name one after the other, in request order', async () => {
    const log: string[] = []
    const gates = { a: gate(), b: gate(), c: gate() }
    const job = (name: keyof typeof gates) => processLock('l', async () => {
      log.push(`start ${name}`)
      await gates[name].opened
      log.push(`end ${name}`)
    })
    const all = Promise.all([job('a'), job('b'), job('c')])
    await settle()
    expect(log).toEqual(['start a'])
    // Released out of order: c's gate first, then b's; still a, then b, then c.
    gates.c.open()
    gates.b.open()
    await settle()
    expect(log).toEqual(['start a'])
    gates.a.open()
    await all
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('releases the lock when a holder throws', async () => {
    await expect(processLock('x', async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(await processLock('x', async () => 42)).toBe(42)
  })

  it('does not serialise different names', async () => {
    const inside: string[] = []
    const held = gate()
    const job = (name: string) => processLock(name, async () => {
      inside.push(name)
      await held.opened
    })
    const both = Promise.all([job('p'), job('q')])
    // Both are inside at once while the first still holds its lock.
    await expect.poll(() => inside).toEqual(['p', 'q'])
    held.open()
    await both
  })
})
