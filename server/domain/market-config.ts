import type { Env } from '../env'
import { inProcessMoney, type MoneyPort } from './money-port'

/** When a batch of clicks is held for a person to decide (see click-review.ts). */
export interface ClickReviewConfig {
  minClicks: number
  clicksPerNetwork: number
  followerMultiple: number
  /** How far back a new batch's evidence reaches: the creator's clicks on the sound over this many hours. */
  windowHours: number
}

/** The settings the marketplace's money rules read (parsed once in env.ts). */
export interface MarketConfig {
  /** Platform fee on every payment to a creator, in basis points (1000 = 10%). */
  feeBps: number
  currency: string
  /** A use undecided this long is approved by the job (unless it is held for review). */
  autoApproveHours: number
  /** An approved video's pay stays on hold this long (0: no hold). */
  payoutHoldHours: number
  clickReview: ClickReviewConfig
  /** Where the marketplace's money movements go (money-port.ts): the shared ledger, or an outbox. */
  money: MoneyPort
}

export const marketConfig = (env: Env, money: MoneyPort = inProcessMoney): MarketConfig => ({
  feeBps: env.PLATFORM_FEE_BPS,
  currency: env.CURRENCY,
  autoApproveHours: env.USE_AUTO_APPROVE_HOURS,
  payoutHoldHours: env.PAYOUT_HOLD_HOURS,
  clickReview: {
    minClicks: env.CLICK_REVIEW_MIN_CLICKS,
    clicksPerNetwork: env.CLICK_REVIEW_CLICKS_PER_NETWORK,
    followerMultiple: env.CLICK_REVIEW_FOLLOWER_MULTIPLE,
    windowHours: env.CLICK_REVIEW_WINDOW_HOURS,
  },
  money,
})
