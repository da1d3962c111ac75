import type { Database } from '../db/client'
import { startPeriodic } from '../lib/periodic'
import { createWalletApp, type WalletApp } from './app'
import { httpWalletClient, type WalletClient } from './client'
import { paystackProvider } from './providers/paystack'
import { sandboxProvider } from './providers/sandbox'
import type { PaymentProvider } from './providers/types'
import { walletServiceKey } from './service-key'
import { createWalletService, type WalletService } from './service'
import type { NotifyHook } from './settlement'

/** The environment settings the wallet reads (parsed in server/env.ts). */
export interface WalletConfig {
  CURRENCY: string
  WALLET_URL?: string
  WALLET_SERVICE_KEY?: string
  WALLET_PROVIDER?: 'sandbox' | 'paystack'
  PAYSTACK_SECRET_KEY?: string
  PAYSTACK_BASE_URL?: string
  WALLET_SANDBOX_SETTLE_MS?: number
  WALLET_SETTLE_INTERVAL_MS?: number
  WALLET_INLINE_TIMEOUT_MS?: number
  PUBLIC_URL?: string
}

export interface Wallet {
  /** What the portal's routes call. */
  client: WalletClient
  /** The same wallet with a short timeout (WALLET_INLINE_TIMEOUT_MS), for calls a job finishes if they fail; null in process. */
  quickClient: WalletClient | null
  /** The wallet's own API to mount at /api/wallet; null when the wallet runs elsewhere. */
  app: WalletApp | null
  service: WalletService | null
  /** Starts the payout settlement loop in this process; returns its stop function. */
  startSettlement: () => () => void
}

export function providerFor(config: WalletConfig): PaymentProvider {
  if (config.WALLET_PROVIDER === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY) throw new Error('WALLET_PROVIDER=paystack needs PAYSTACK_SECRET_KEY')
    const callbackUrl = config.PUBLIC_URL ? new URL('/wallet', config.PUBLIC_URL).toString() : undefined
    return paystackProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL, currency: config.CURRENCY, callbackUrl })
  }
  return sandboxProvider({ settleDelayMs: config.WALLET_SANDBOX_SETTLE_MS })
}

/**
 * Runs settlePayouts every `intervalMs` (a run never overlaps the previous one here; other
 * processes may run theirs at the same time, which the claim makes safe).
 */
export function startSettlementLoop(service: WalletService, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic('[wallet] settlement run', intervalMs, () => service.settlePayouts(), { log })
}

/**
 * The wallet for this portal process: in process on the portal's database by default, or the
 * HTTP client when WALLET_URL points at a wallet deployed apart.
 */
export function createWallet(o: { config: WalletConfig; database: Database; jwtSecret: Uint8Array; notify?: NotifyHook }): Wallet {
  const serviceKey = walletServiceKey(o.config.WALLET_SERVICE_KEY, o.jwtSecret)
  if (o.config.WALLET_URL) {
    return {
      client: httpWalletClient({ baseUrl: o.config.WALLET_URL, serviceKey }),
      quickClient: httpWalletClient({ baseUrl: o.config.WALLET_URL, serviceKey, timeoutMs: o.config.WALLET_INLINE_TIMEOUT_MS ?? 2000 }),
      app: null,
      service: null,
      startSettlement: () => () => {},
    }
  }
  const service = createWalletService({ database: o.database, provider: providerFor(o.config), currency: o.config.CURRENCY, notify: o.notify })
  return {
    client: service,
    quickClient: null,
    app: createWalletApp({ service, serviceKey }),
    service,
    startSettlement: () => startSettlementLoop(service, o.config.WALLET_SETTLE_INTERVAL_MS ?? 5000),
  }
}
