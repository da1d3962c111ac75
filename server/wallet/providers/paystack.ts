import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Bank, PaymentProvider, ProviderEvent, TransferResult, TransferState } from './types'

export interface PaystackOptions {
  secretKey: string
  /** https://api.paystack.co unless pointed at a stand-in (tests) or a proxy. */
  baseUrl?: string
  currency: string
  /** Where Paystack sends the payer after checkout. */
  callbackUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Paystack answered, and said no (a 4xx with `status: false`): a definitive refusal. */
export class PaystackRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message)
  }
}

interface Envelope<T> {
  status: boolean
  message: string
  data: T
}

const FINAL: Record<string, TransferState> = { success: 'success', failed: 'failed', reversed: 'reversed', abandoned: 'failed', rejected: 'failed' }
const stateOf = (status: string): TransferState => FINAL[status] ?? 'pending'

/**
 * Paystack over its REST API: every response is `{ status, message, data }`. A network error or
 * a 5xx throws a plain Error (outcome unknown: the caller retries with the same reference); a 4xx
 * throws PaystackRefusal.
 */
export function paystackProvider(o: PaystackOptions): PaymentProvider {
  const base = (o.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '')
  const doFetch = o.fetch ?? fetch
  let banks: { at: number; list: Bank[] } | undefined

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${o.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    })
    const json = (await res.json().catch(() => null)) as Envelope<T> | null
    if (res.status >= 400 && res.status < 500) throw new PaystackRefusal(res.status, json?.message ?? `Paystack refused (${res.status})`)
    if (!res.ok || !json || json.status !== true) throw new Error(`Paystack ${method} ${path} failed: ${res.status} ${json?.message ?? ''}`.trim())
    return json.data
  }

  async function transferStatus(reference: string): Promise<TransferResult> {
    try {
      const data = await call<{ status: string; reason?: string }>('GET', `/transfer/verify/${encodeURIComponent(reference)}`)
      return { state: stateOf(data.status), reason: data.reason }
    } catch (err) {
      if (err instanceof PaystackRefusal && (err.httpStatus === 404 || err.httpStatus === 400)) return { state: 'not_found' }
      throw err
    }
  }

  return {
    name: 'paystack',
    async listBanks() {
      // The list changes rarely; an hour's cache spares every get-banks-list a round trip.
      if (banks && Date.now() - banks.at < 3_600_000) return banks.list
      const data = await call<{ name: string; code: string; active?: boolean }[]>('GET', `/bank?currency=${encodeURIComponent(o.currency)}&perPage=100`)
      banks = { at: Date.now(), list: data.filter((b) => b.active !== false).map((b) => ({ code: b.code, name: b.name })) }
      return banks.list
    },
    async resolveAccount(bankCode, accountNumber) {
      try {
        const q = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode })
        const data = await call<{ account_name: string }>('GET', `/bank/resolve?${q}`)
        return data.account_name
      } catch (err) {
        if (err instanceof PaystackRefusal) return null
        throw err
      }
    },
    async createRecipient({ bankCode, accountNumber, accountName }) {
      const body = { type: 'nuban', name: accountName, account_number: accountNumber, bank_code: bankCode, currency: o.currency }
      const data = await call<{ recipient_code: string }>('POST', '/transferrecipient', body)
      return data.recipient_code
    },
    async transfer({ reference, amount, recipientCode, reason }) {
      try {
        const data = await call<{ status: string }>('POST', '/transfer', { source: 'balance', amount, recipient: recipientCode, reference, reason, currency: o.currency })
        return { state: stateOf(data.status) }
      } catch (err) {
        if (!(err instanceof PaystackRefusal)) throw err
        // A refusal may be "duplicate reference": an earlier attempt got through, so its state wins.
        const known = await transferStatus(reference)
        return known.state === 'not_found' ? { state: 'failed', reason: err.message } : known
      }
    },
    transferStatus,
    async startFunding({ reference, amount, email }) {
      const body = { email, amount, reference, currency: o.currency, ...(o.callbackUrl ? { callback_url: o.callbackUrl } : {}) }
      const data = await call<{ authorization_url: string }>('POST', '/transaction/initialize', body)
      return { kind: 'redirect', authorizationUrl: data.authorization_url }
    },
    parseWebhook(rawBody, headers) {
      if (!verifyPaystackSignature(o.secretKey, rawBody, headers['x-paystack-signature'])) return null
      return readPaystackEvent(rawBody)
    },
  }
}

/** Paystack signs the raw body with HMAC-SHA512 under the secret key, hex-encoded. */
export function verifyPaystackSignature(secretKey: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false
  const expected = createHmac('sha512', secretKey).update(rawBody).digest()
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function readPaystackEvent(rawBody: string): ProviderEvent {
  let body: { event?: string; data?: { reference?: string; amount?: number; status?: string; reason?: string } }
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { kind: 'ignored', event: 'unparsable' }
  }
  const event = body.event ?? ''
  const ref = body.data?.reference
  if (event === 'charge.success' && ref && Number.isSafeInteger(body.data?.amount)) return { kind: 'charge_succeeded', reference: ref, amount: body.data!.amount! }
  const transferState = { 'transfer.success': 'success', 'transfer.failed': 'failed', 'transfer.reversed': 'reversed' } as const
  if (event in transferState && ref) return { kind: 'transfer_final', reference: ref, state: transferState[event as keyof typeof transferState], reason: body.data?.reason }
  return { kind: 'ignored', event }
}
