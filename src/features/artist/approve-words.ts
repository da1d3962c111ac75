import { formatMoney, platformFee } from '@/lib/portal/format'

/** The fee as people say it: 1000 basis points are "10%", 1250 "12.5%". */
export const feePercent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`

/**
 * What approving a use pays, in words: the gross from the escrow, what the creator receives and
 * the platform's fee (the wallet's own rule, platformFee), once the fee is known on this device.
 */
export function approveSentence(o: { amount: number; currency: string; feeBps: number | null | undefined; who: string; title: string }): string {
  const money = (n: number) => formatMoney(n, o.currency)
  const from = `${money(o.amount)} from the escrow of “${o.title}” goes to ${o.who}`
  if (o.feeBps === null || o.feeBps === undefined) return `${from}, less the platform fee. This cannot be undone.`
  const fee = platformFee(o.amount, o.feeBps)
  return `${from}: ${o.who} receives ${money(o.amount - fee)} and the platform fee is ${money(fee)} (${feePercent(o.feeBps)}). This cannot be undone.`
}
