import { formatMoney } from '../lib/money-format'
import type { NotifyKind } from './settlement'


/** The title and message of the notification a wallet event becomes in the portal. */
export function describeWalletEvent(kind: NotifyKind, data: Record<string, unknown>, currency: string): { title: string; message: string } {
  const amount = typeof data.amount === 'number' ? formatMoney(data.amount, currency) : 'Your money'
  switch (kind) {
    case 'payout_settled':
      return { title: 'Withdrawal paid', message: `${amount} has been paid to your bank account.` }
    case 'payout_failed':
      return {
        title: 'Withdrawal failed',
        message: `${amount} could not be paid to your bank account${data.reason ? ` (${String(data.reason)})` : ''}. It is back in your wallet.`,
      }
    case 'wallet_funded':
      return { title: 'Wallet funded', message: `${amount} has been added to your wallet.` }
  }
}
