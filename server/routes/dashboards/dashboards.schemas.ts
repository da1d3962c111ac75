import { z } from '@hono/zod-openapi'
import { ROLES } from '../../lib/account-values'
import { IdSchema } from '../../lib/api-schemas'

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date, yyyy-MM-dd')
  .transform((v) => v.slice(0, 10))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'must be a real date')
  .openapi({ type: 'string', format: 'date', example: '2025-01-31' })

const rangeChecks = <T extends { startdate?: string; enddate?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.startdate && q.enddate) {
    const days = (Date.parse(q.enddate) - Date.parse(q.startdate)) / 86_400_000
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['enddate'], message: 'must not be before startdate' })
    if (days > 366) ctx.addIssue({ code: 'custom', path: ['enddate'], message: 'the range may span at most 367 days' })
  }
}

/** Both dates optional: without them, the last 30 days (UTC) up to today. */
export const DashboardRangeQuerySchema = z.object({ startdate: DaySchema.optional(), enddate: DaySchema.optional() }).superRefine(rangeChecks)
export const ArtistDashboardQuerySchema = z.object({ user_id: IdSchema, startdate: DaySchema.optional(), enddate: DaySchema.optional() }).superRefine(rangeChecks)

const Range = z.object({ from: z.string(), to: z.string() })
const UseCounts = z.object({ approved: z.number().int(), pending: z.number().int(), rejected: z.number().int() })

export const ArtistDashboardSchema = z
  .object({
    range: Range,
    totals: z.object({
      activeCampaigns: z.number().int(),
      escrowRemaining: z.number().int(),
      spend: z.number().int(),
      uses: UseCounts,
      pendingAmount: z.number().int(),
      clicks: z.number().int(),
    }),
    campaigns: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        kind: z.string(),
        status: z.string(),
        slots: z.number().int(),
        escrowed: z.number().int(),
        spend: z.number().int(),
        refunded: z.number().int(),
        uses: UseCounts,
        pendingAmount: z.number().int(),
        clicks: z.number().int(),
      }),
    ),
    daily: z.array(z.object({ day: z.string(), submitted: z.number().int(), approved: z.number().int(), spend: z.number().int(), clicks: z.number().int() })),
  })
  .openapi('ArtistDashboard')

const counts = <T extends readonly [string, ...string[]]>(keys: T) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [K in T[number]]: z.ZodNumber })

export const MoneyTotalsSchema = z
  .object({
    funded: z.number().int(),
    fees: z.number().int(),
    paidOut: z.number().int(),
    available: z.number().int(),
    escrow: z.number().int(),
    pendingPayout: z.number().int(),
    onHold: z.number().int(),
  })
  .openapi('MoneyTotals')

export const PlatformDashboardSchema = z
  .object({
    range: Range,
    signups: z.object({ total: z.number().int(), byRole: counts(ROLES) }),
    sounds: z.number().int(),
    requests: z.number().int(),
    uses: z.object({ submitted: z.number().int(), approved: z.number().int(), rejected: z.number().int(), pendingNow: z.number().int() }),
    payouts: z.object({ gross: z.number().int(), fees: z.number().int(), net: z.number().int() }),
    clicks: z.number().int(),
    money: MoneyTotalsSchema,
    topSounds: z.array(z.object({ id: z.uuid(), title: z.string(), artistId: z.string(), uses: z.number().int(), spend: z.number().int() })),
    topCreators: z.array(z.object({ id: z.string(), fullName: z.string().nullable(), uses: z.number().int(), earned: z.number().int() })),
    daily: z.array(
      z.object({
        day: z.string(),
        signups: z.number().int(),
        submitted: z.number().int(),
        approved: z.number().int(),
        payouts: z.number().int(),
        fees: z.number().int(),
        clicks: z.number().int(),
      }),
    ),
  })
  .openapi('PlatformDashboard')
