import { describe, expect, it } from 'vitest'
import type { PullResult } from './pull'
import { noAnswer } from './outcome'
import { reportServerAnswer, serverUnreachable } from './reachability'
import { pullsReached } from './server-back'

// What the engine concludes about the server from its tries: an answer of any kind means it is
// there; no answer, or only a gateway's, means it is out of reach though the browser is online.

const result = (status: PullResult['status'], offline?: boolean): PullResult => ({ collection: 'sounds', status, rows: 0, deleted: 0, bytes: 0, requests: 1, ...(offline ? { offline } : {}) })

describe('the server out of reach', () => {
  it('counts no answer and a gateway’s 502, 503 and 504 as none; any other status as an answer', () => {
    expect([0, 502, 503, 504].every(noAnswer)).toBe(true)
    expect([200, 304, 400, 401, 404, 409, 429, 500].some(noAnswer)).toBe(false)
  })

  it('reads pulls: any answer (an error too) reaches it, only failures without one do not, nothing tried says nothing', () => {
    expect(pullsReached([result('failed', true), result('not-modified')])).toBe(true)
    expect(pullsReached([result('failed', true), result('failed')])).toBe(true)
    expect(pullsReached([result('failed', true), result('skipped')])).toBe(false)
    expect(pullsReached([result('skipped')])).toBeNull()
    expect(pullsReached([])).toBeNull()
  })

  it('keeps the latest report', () => {
    reportServerAnswer(false)
    expect(serverUnreachable()).toBe(true)
    reportServerAnswer(true)
    expect(serverUnreachable()).toBe(false)
  })
})
