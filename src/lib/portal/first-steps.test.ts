import { describe, expect, it } from 'vitest'
import type { UserData } from '@/lib/session/session'
import { firstSteps } from './first-steps'

// The role is read through the session module, which also looks at localStorage (absent in node).
globalThis.localStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined, key: () => null, length: 0 }

const user = (role: UserData['role'], extra: Partial<UserData> = {}): UserData => ({ role, accessToken: 't', approvalStatus: 'pending', ...extra })
const state = (items: ReturnType<typeof firstSteps>) => items.map((i) => [i.id, i.done])

describe('firstSteps', () => {
  it('gives a new creator approval, follower verification and a first hold, each linked', () => {
    const steps = firstSteps(user('tiktoker', { followerVerification: 'none' }), { started: false })
    expect(state(steps)).toEqual([['approved', false], ['followers', false], ['first', false]])
    expect(steps.map((s) => s.href)).toEqual(['/account', '/account', '/Manage/soundslist'])
    expect(steps[1]?.hash).toBe('verification')
  })

  it('ticks what is done', () => {
    const steps = firstSteps(user('tiktoker', { approvalStatus: 'approved', followerVerification: 'verified' }), { started: true })
    expect(steps.every((s) => s.done)).toBe(true)
  })

  it('gives artists a first campaign and brands a first request; money spent counts as funded', () => {
    expect(firstSteps(user('musician'), { started: false, funded: true }).map((s) => [s.id, s.done, s.href])).toEqual([
      ['approved', false, '/account'],
      ['funded', true, '/transactions'],
      ['first', false, '/Manage/addsong'],
    ])
    expect(state(firstSteps(user('brand', { approvalStatus: 'approved' }), { started: true, funded: false }))).toEqual([['approved', true], ['funded', true], ['first', true]])
    expect(firstSteps(user('brand'), { started: false })[2]?.href).toBe('/brandform')
  })

  it('offers a declined account no step it cannot take', () => {
    for (const role of ['tiktoker', 'artist', 'brand'] as const) expect(firstSteps(user(role, { approvalStatus: 'rejected' }), { started: false })).toEqual([])
  })

  it('has nothing for admins or nobody', () => {
    expect(firstSteps(user('admin'), { started: false })).toEqual([])
    expect(firstSteps(null, { started: false })).toEqual([])
  })
})
