import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallet, providerFor, startSettlementLoop } from './setup'
import { createHarness, type Harness } from './test-harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const secret = new TextEncoder().encode('s'.repeat(40))

describe('createWallet', () => {
  it('runs in process by default, with its API to mount, on the portal database', async () => {
    const wallet = createWallet({ config: { CURRENCY: 'NGN', WALLET_SANDBOX_SETTLE_MS: 0 }, database: h.database, jwtSecret: secret })
    expect(wallet.app).not.toBeNull()
    expect(wallet.service?.deps.provider.name).toBe('sandbox')
    const userId = randomUUID()
    expect(await wallet.client.createWallet(userId)).toEqual({ created: true })
    expect(await wallet.client.getBalances(userId)).toEqual({ currency: 'NGN', available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('uses the HTTP client when WALLET_URL is set, and turns an unreachable wallet into a 502', async () => {
    const wallet = createWallet({ config: { CURRENCY: 'NGN', WALLET_URL: 'http://127.0.0.1:9/api/wallet', WALLET_SERVICE_KEY: 'k'.repeat(32) }, database: h.database, jwtSecret: secret })
    expect(wallet.app).toBeNull()
    await expect(wallet.client.getBalances(randomUUID())).rejects.toMatchObject({ status: 502, code: 'wallet_unavailable' })
  })

  it('needs a secret key for Paystack', () => {
    expect(() => providerFor({ CURRENCY: 'NGN', WALLET_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/)
    expect(providerFor({ CURRENCY: 'NGN', WALLET_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' }).name).toBe('paystack')
  })
})

describe('startSettlementLoop', () => {
  it('runs at once and then on its interval, never two runs at a time, until stopped', async () => {
    let runs = 0
    let overlapping = 0
    let active = 0
    const fake = {
      settlePayouts: async () => {
        active += 1
        overlapping = Math.max(overlapping, active)
        runs += 1
        await new Promise((r) => setTimeout(r, 30))
        active -= 1
        return { claimed: 0, settled: 0, failed: 0, waiting: 0 }
      },
    }
    const stop = startSettlementLoop(fake as never, 10)
    await new Promise((r) => setTimeout(r, 120))
    stop()
    const seen = runs
    await new Promise((r) => setTimeout(r, 60))
    expect(seen).toBeGreaterThanOrEqual(2)
    expect(runs).toBeLessThanOrEqual(seen + 1)
    expect(overlapping).toBe(1)
  })
})
