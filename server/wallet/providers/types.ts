/** A bank payouts can be sent to. */
export interface Bank {
  code: string
  name: string
}

/**
 * What the provider knows of a transfer. 'pending' covers every "not final yet" state;
 * 'not_found' means the provider never received it, so it may be sent again (same reference).
 */
export type TransferState = 'pending' | 'success' | 'failed' | 'reversed' | 'not_found'

export interface TransferResult {
  state: TransferState
  /** The provider's reason for a failure, shown to the user. */
  reason?: string
}

export type FundingStart =
  /** The money is already in (the sandbox): credit the wallet now. */
  | { kind: 'credited' }
  /** The user pays on the provider's page; a webhook confirms it later. */
  | { kind: 'redirect'; authorizationUrl: string }

/** A provider's answer that arrived through its webhook, already authenticated. */
export type ProviderEvent =
  | { kind: 'charge_succeeded'; reference: string; amount: number }
  | { kind: 'transfer_final'; reference: string; state: 'success' | 'failed' | 'reversed'; reason?: string }
  | { kind: 'ignored'; event: string }

/**
 * The outside money system. Methods throw when the outcome is unknown (network failure, 5xx):
 * callers keep the payout pending and ask again later with the same reference. A definitive
 * refusal is returned as state 'failed', never thrown.
 */
export interface PaymentProvider {
  readonly name: string
  listBanks(): Promise<Bank[]>
  /** The account holder's name, or null when the bank knows no such account. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<string | null>
  /** A handle the provider pays to (Paystack's transfer recipient). */
  createRecipient(account: { bankCode: string; accountNumber: string; accountName: string }): Promise<string>
  /** Sends money; sending the same reference again must not pay twice. */
  transfer(t: { reference: string; amount: number; recipientCode: string; reason: string }): Promise<TransferResult>
  transferStatus(reference: string): Promise<TransferResult>
  startFunding(f: { reference: string; amount: number; email: string }): Promise<FundingStart>
  /** Authenticates and reads a webhook call; null when the signature is wrong. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): ProviderEvent | null
}
