import { describe, expect, it } from 'vitest'
import { isDatabaseBusy, loggable } from './db-errors'

describe('database errors', () => {
  it('a pool that stays busy past its wait is "busy" (retry), wrapped or not; other errors are not', () => {
    // The message pg-pool gives when no connection came free within connectionTimeoutMillis.
    const poolTimeout = new Error('timeout exceeded when trying to connect')
    const wrapped = new Error('Failed query: select 1\nparams: secret@example.test', { cause: poolTimeout })
    expect(isDatabaseBusy(poolTimeout)).toBe(true)
    expect(isDatabaseBusy(wrapped)).toBe(true)
    expect(isDatabaseBusy(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true)
    // PostgreSQL rolled the transaction back to break a deadlock or a serialization conflict.
    expect(isDatabaseBusy(new Error('Failed query: update …', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) }))).toBe(true)
    expect(isDatabaseBusy(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true)
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseBusy(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(loggable(wrapped)).toBe('a database query failed')
  })
})
