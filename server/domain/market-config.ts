import type { Env } from '../env'

/** The settings the marketplace's money rules read (parsed once in env.ts). */
export interface MarketConfig {
  /** Platform fee on every payment to a creator, in basis points (1000 = 10%). */
  feeBps: number
  currency: string
  /** A use undecided this long is approved by the job. */
  autoApproveHours: number
}

export const marketConfig = (env: Env): MarketConfig => ({
  feeBps: env.PLATFORM_FEE_BPS,
  currency: env.CURRENCY,
  autoApproveHours: env.USE_AUTO_APPROVE_HOURS,
})
