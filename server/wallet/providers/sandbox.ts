import { createHash } from 'node:crypto'
import type { Bank, PaymentProvider, TransferResult } from './types'

/** A fixed set of Nigerian banks with their NIBSS codes, so demo data looks real. */
export const SANDBOX_BANKS: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
]

const FIRST = ['Adaeze', 'Bola', 'Chinedu', 'Damilola', 'Emeka', 'Funke', 'Gbenga', 'Halima', 'Ifeoma', 'Kunle', 'Ngozi', 'Tunde']
const LAST = ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Ibrahim', 'Nwosu', 'Ogunleye', 'Okonkwo', 'Bello', 'Umeh']

/** Account numbers ending in this resolve to "no such account". */
export const SANDBOX_UNKNOWN_SUFFIX = '9999'
/** Payouts to account numbers ending in this fail (the money comes back), for tests and demos. */
export const SANDBOX_FAILING_SUFFIX = '0000'

export interface SandboxOptions {
  /** How long a payout stays pending before it settles (default 2 s; tests use 0). */
  settleDelayMs?: number
  now?: () => number
}

interface SentTransfer {
  at: number
  amount: number
  recipientCode: string
  /** How many times this reference was sent; the sandbox pays once however many. */
  sends: number
}

/**
 * The default provider: deterministic and offline. Names come from a hash of the account number
 * (same number, same name), funding is credited at once, payouts settle after a short delay, and
 * the suffixes above make the unhappy paths reachable on purpose. Transfers live in memory, so a
 * restarted process reports an old reference as 'not_found' and the payout is sent again under
 * the same reference — the recovery path a real provider needs too.
 */
export function sandboxProvider(options: SandboxOptions = {}) {
  const delay = options.settleDelayMs ?? 2000
  const now = options.now ?? Date.now
  const transfers = new Map<string, SentTransfer>()

  const outcome = (t: SentTransfer): TransferResult => {
    if (now() - t.at < delay) return { state: 'pending' }
    if (t.recipientCode.endsWith(SANDBOX_FAILING_SUFFIX)) return { state: 'failed', reason: 'The bank declined the transfer (sandbox account ending in 0000)' }
    return { state: 'success' }
  }

  const provider: PaymentProvider & { transfers: ReadonlyMap<string, SentTransfer> } = {
    name: 'sandbox',
    transfers,
    async listBanks() {
      return SANDBOX_BANKS
    },
    async resolveAccount(bankCode, accountNumber) {
      if (!SANDBOX_BANKS.some((b) => b.code === bankCode) || !/^\d{10}$/.test(accountNumber)) return null
      if (accountNumber.endsWith(SANDBOX_UNKNOWN_SUFFIX)) return null
      const h = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest()
      return `${FIRST[h[0]! % FIRST.length]} ${LAST[h[1]! % LAST.length]}`
    },
    async createRecipient({ bankCode, accountNumber }) {
      return `RCP_sandbox_${bankCode}_${accountNumber}`
    },
    async transfer({ reference, amount, recipientCode }) {
      const seen = transfers.get(reference)
      if (seen) {
        seen.sends += 1
        return outcome(seen)
      }
      const t: SentTransfer = { at: now(), amount, recipientCode, sends: 1 }
      transfers.set(reference, t)
      return outcome(t)
    },
    async transferStatus(reference) {
      const t = transfers.get(reference)
      return t ? outcome(t) : { state: 'not_found' }
    },
    async startFunding() {
      return { kind: 'credited' }
    },
    parseWebhook() {
      // The sandbox settles by polling; it never calls back.
      return null
    },
  }
  return provider
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>
