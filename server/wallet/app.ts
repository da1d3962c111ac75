import { loggable } from '../lib/db-errors'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { HttpError } from '../lib/errors'
import { describeIssues } from '../lib/router'
import {
  balancesRoute,
  bankAccountsRoute,
  banksRoute,
  closeWalletRoute,
  confirmBankAccountRoute,
  createWalletRoute,
  fundingsRoute,
  initBankAccountRoute,
  movementsRoute,
  settleRoute,
  totalsRoute,
  transactionsRoute,
  withdrawalsRoute,
} from './api-routes'
import { WALLET_KEY_HEADER } from './client'
import { serviceKeyMatches } from './service-key'
import type { WalletService } from './service'

export interface WalletAppDeps {
  service: WalletService
  /** What callers must send in x-wallet-key (see walletServiceKey). */
  serviceKey: string
}

function errorResponse(err: Error, c: Context) {
  if (err instanceof HttpError) {
    return c.json({ message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.issues ? { issues: err.issues } : {}) }, err.status)
  }
  // Hono's validators report a malformed body this way.
  if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status)
  console.error(`[wallet] ${c.req.method} ${c.req.path} failed: ${loggable(err)}`)
  return c.json({ message: 'The wallet failed; please try again.' }, 500)
}

/**
 * The wallet as its own Hono app: mounted by the portal at /api/wallet, or served alone. Every
 * call but the provider's webhook needs the service key; the webhook proves itself with the
 * provider's signature instead. Errors use the portal's shape `{ message, code?, issues? }`.
 */
export function createWalletApp({ service, serviceKey }: WalletAppDeps) {
  const app = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ message: describeIssues(result.error), code: 'invalid_input', issues: result.error.issues }, 400)
    },
  })
  app.onError(errorResponse)
  // Mounted outside the portal's /api stack, so it bounds its own bodies (webhooks are public).
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: 'Request body is larger than 64 KB', code: 'too_large' }, 413) }))

  // Before the key check: Paystack cannot send our key, it signs the body.
  app.post('/webhooks/paystack', async (c) => {
    const raw = await c.req.text()
    const headers = Object.fromEntries(Object.entries(c.req.header()).map(([k, v]) => [k.toLowerCase(), v]))
    return c.json(await service.handleWebhook(raw, headers), 200)
  })

  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('/openapi.json')) return next()
    if (!serviceKeyMatches(c.req.header(WALLET_KEY_HEADER), serviceKey)) throw new HttpError(401, 'This call needs the wallet service key', 'bad_service_key')
    await next()
  })

  return app
    .openapi(createWalletRoute, async (c) => c.json(await service.createWallet(c.req.valid('json').userId), 200))
    .openapi(balancesRoute, async (c) => c.json(await service.getBalances(c.req.valid('param').userId), 200))
    .openapi(closeWalletRoute, async (c) => c.json(await service.closeWallet(c.req.valid('json').userId), 200))
    .openapi(transactionsRoute, async (c) => c.json(await service.listTransactions(c.req.valid('query')), 200))
    .openapi(banksRoute, async (c) => c.json({ banks: await service.listBanks() }, 200))
    .openapi(initBankAccountRoute, async (c) => c.json(await service.initBankAccount(c.req.valid('json')), 200))
    .openapi(confirmBankAccountRoute, async (c) => c.json(await service.confirmBankAccount(c.req.valid('json')), 200))
    .openapi(bankAccountsRoute, async (c) => {
      const { userId, confirmedOnly } = c.req.valid('query')
      return c.json({ accounts: await service.listBankAccounts(userId, { confirmedOnly: confirmedOnly === 'true' }) }, 200)
    })
    .openapi(fundingsRoute, async (c) => c.json(await service.fund(c.req.valid('json')), 200))
    .openapi(withdrawalsRoute, async (c) => c.json(await service.withdraw(c.req.valid('json')), 200))
    .openapi(movementsRoute, async (c) => c.json(await service.move(c.req.valid('json')), 200))
    .openapi(totalsRoute, async (c) => c.json(await service.platformTotals(), 200))
    .openapi(settleRoute, async (c) => c.json(await service.settlePayouts(), 200))
    .doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'Sound portal wallet service', version: '1.0.0' } })
}

export type WalletApp = ReturnType<typeof createWalletApp>
