import { describe, expect, it } from 'vitest'
import { idle, whenIdle, yieldToMain } from './idle'

describe('work that waits for an idle main thread', () => {
  it('runs once the thread is free, and not at all once cancelled', async () => {
    const ran: string[] = []
    whenIdle(() => ran.push('kept'))
    const cancel = whenIdle(() => ran.push('cancelled'))
    cancel()
    expect(ran).toEqual([])
    await idle()
    await yieldToMain()
    expect(ran).toEqual(['kept'])
  })
})
