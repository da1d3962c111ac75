import { sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { APPROVAL_STATUSES, ROLES } from '../lib/account-values'

/** Platform totals for the admin home, counted in one SQL statement. Money totals come with the wallet. */
export async function platformTotals(db: Executor) {
  const result: unknown = await db.execute(sql`
    select
      (select count(*) from users) as users_total,
      ${sql.join(
        ROLES.map((r) => sql`(select count(*) from users where role = ${r}) as ${sql.identifier(`role_${r}`)}`),
        sql`, `,
      )},
      ${sql.join(
        APPROVAL_STATUSES.map((s) => sql`(select count(*) from users where approval_status = ${s}) as ${sql.identifier(`approval_${s}`)}`),
        sql`, `,
      )},
      (select count(*) from follower_verifications where status = 'pending') as pending_verifications,
      (select count(*) from users where brand_applied = 'pending') as pending_brand_applications,
      (select count(*) from categories) as categories,
      (select count(*) from uploads) as uploads
  `)
  // node-postgres and PGlite both answer { rows }.
  const row = (result as { rows: Record<string, string | number>[] }).rows[0] ?? {}
  const n = (key: string) => Number(row[key] ?? 0)
  return {
    users: {
      total: n('users_total'),
      byRole: Object.fromEntries(ROLES.map((r) => [r, n(`role_${r}`)])) as Record<(typeof ROLES)[number], number>,
      byApprovalStatus: Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, n(`approval_${s}`)])) as Record<(typeof APPROVAL_STATUSES)[number], number>,
    },
    pendingFollowerVerifications: n('pending_verifications'),
    pendingBrandApplications: n('pending_brand_applications'),
    categories: n('categories'),
    uploads: n('uploads'),
  }
}
