import { describe, expect, it } from 'vitest'
import { feeFor } from '@server/wallet/money'
import { approveSentence, feePercent } from './approve-words'

// The approve dialog's sentence: the gross, what the creator receives and the fee, with the fee
// worked out by the same rule the wallet pays with.

describe('the approve dialog’s words', () => {
  it('splits the gross into what the creator receives and the platform fee', () => {
    expect(approveSentence({ amount: 200_000, currency: 'NGN', feeBps: 1000, who: 'Kemi', title: 'Lagos Nights' })).toBe(
      '₦2,000.00 from the escrow of “Lagos Nights” goes to Kemi: Kemi receives ₦1,800.00 and the platform fee is ₦200.00 (10%). This cannot be undone.',
    )
  })

  it('rounds the fee down as the wallet does, so the creator is never short', () => {
    for (const [amount, bps] of [[999, 1000], [12_345, 1250], [1, 9_999], [50_001, 0]] as const) {
      const sentence = approveSentence({ amount, currency: 'NGN', feeBps: bps, who: 'Kemi', title: 'T' })
      const fee = feeFor(amount, bps)
      expect(sentence).toContain(`the platform fee is ₦${(fee / 100).toFixed(2)}`)
      expect(sentence).toContain(`Kemi receives ₦${((amount - fee) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`)
    }
    expect(feePercent(1250)).toBe('12.5%')
  })

  it('says only "less the platform fee" while the fee is not known on this device', () => {
    expect(approveSentence({ amount: 200_000, currency: 'NGN', feeBps: null, who: 'Kemi', title: 'Lagos Nights' })).toBe(
      '₦2,000.00 from the escrow of “Lagos Nights” goes to Kemi, less the platform fee. This cannot be undone.',
    )
  })
})
