import { describe, expect, it } from 'vitest'
import { openAppDB } from '../../src/db/db'
import { answerDemoRequest } from './answer'
import { seedLoader, TEST_NOW, uniqueDbName } from './test-support'

const context = () => ({ db: openAppDB(uniqueDbName()), now: () => TEST_NOW, random: () => 0.5 })

describe('answerDemoRequest', () => {
  it('seeds lazily and answers a demo call', async () => {
    const ctx = context()
    const load = seedLoader()
    const response = await answerDemoRequest(new Request('http://localhost/api/users/list/data?perPage=3'), ctx, load)
    expect(response?.status).toBe(200)
    expect((await response!.json()).users).toHaveLength(3)
    expect(load.calls.length).toBeGreaterThan(0)
  })

  it('leaves unmatched requests and page navigations to the network', () => {
    const ctx = context()
    expect(answerDemoRequest(new Request('http://localhost/api/portal/anything'), ctx, seedLoader())).toBeNull()
    const navigation = { mode: 'navigate', method: 'GET', url: 'http://localhost/apps/ecommerce/wishlist' } as Request
    expect(answerDemoRequest(navigation, ctx, seedLoader())).toBeNull()
  })

  it('answers 503 when the seed cannot be loaded', async () => {
    const failing = async () => {
      throw new Error('offline')
    }
    const response = await answerDemoRequest(new Request('http://localhost/pricing/data'), context(), failing)
    expect(response?.status).toBe(503)
    expect((await response!.json()).message).toContain('offline')
  })
})
