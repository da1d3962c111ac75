import { beforeEach, describe, expect, it } from 'vitest'
import { whyNot } from './account-state'

class MemoryStorage {
  private map = new Map<string, string>()
  getItem(k: string) { return this.map.get(k) ?? null }
  setItem(k: string, v: string) { this.map.set(k, String(v)) }
  removeItem(k: string) { this.map.delete(k) }
  clear() { this.map.clear() }
}
globalThis.localStorage = new MemoryStorage() as unknown as Storage

describe('whyNot', () => {
  beforeEach(() => localStorage.clear())

  it('says why a pending or rejected artist or brand cannot create or fund', () => {
    expect(whyNot({ role: 'artist', approvalStatus: 'pending' }, 'run_campaigns')).toBe('Your artist account is awaiting approval by an admin; you can add songs once it is approved.')
    expect(whyNot({ role: 'brand', approvalStatus: 'pending' }, 'run_campaigns')).toBe('Your brand account is awaiting approval by an admin; you can create requests once it is approved.')
    expect(whyNot({ role: 'brand', approvalStatus: 'rejected' }, 'fund')).toBe('Your brand account was not approved, so you cannot add money to your wallet. You can still withdraw any money in your wallet.')
    expect(whyNot({ role: 'artist', approvalStatus: 'approved' }, 'run_campaigns')).toBeNull()
    expect(whyNot({ role: 'admin', approvalStatus: 'pending' }, 'fund')).toBeNull()
  })

  it('asks creators for approval, then for verified followers, before holding slots', () => {
    expect(whyNot({ role: 'tiktoker', approvalStatus: 'pending' }, 'take_part')).toMatch(/^Your creator account is awaiting approval/)
    expect(whyNot({ role: 'tiktoker', approvalStatus: 'approved', followerVerification: 'none' }, 'take_part')).toMatch(/verified followers/)
    expect(whyNot({ role: 'tiktoker', approvalStatus: 'approved', followerVerification: 'pending' }, 'take_part')).toMatch(/waiting for an admin/)
    expect(whyNot({ role: 'tiktoker', approvalStatus: 'approved', followerVerification: 'verified' }, 'take_part')).toBeNull()
  })
})
