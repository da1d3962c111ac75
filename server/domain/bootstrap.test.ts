import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { users } from '../db/schema/accounts'
import { call, rowCount } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { bootstrap } from './bootstrap'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'boss-password' })
})
afterAll(() => t.close())

describe('bootstrap', () => {
  it('with a PostgreSQL database seeds no demo accounts but creates the ADMIN_EMAIL admin', async () => {
    const lines: string[] = []
    await bootstrap({ ...t.database, kind: 'postgres' }, t.env, (l) => lines.push(l))
    const rows = await t.database.db.select({ email: users.email, role: users.role, approvalStatus: users.approvalStatus }).from(users)
    expect(rows).toEqual([{ email: 'boss@example.test', role: 'admin', approvalStatus: 'approved' }])
    expect(lines.join('\n')).toMatch(/boss@example\.test/)
  })

  it('on an embedded database seeds the four demo roles once and prints them; they can sign in', async () => {
    await t.database.db.delete(users)
    const lines: string[] = []
    await bootstrap({ ...t.database, kind: 'pglite' }, t.env, (l) => lines.push(l))
    await bootstrap({ ...t.database, kind: 'pglite' }, t.env, (l) => lines.push(l))
    expect(await rowCount(t, users)).toBe(DEMO_ACCOUNTS.length + 1)
    for (const a of DEMO_ACCOUNTS) expect(lines.join('\n')).toContain(a.email)
    const res = await call(t, 'POST', '/api/auth/login', { body: { email: 'creator@soundportal.test', password: DEMO_PASSWORD } })
    expect((await res.json()).userData).toMatchObject({
      role: 'tiktoker',
      approvalStatus: 'approved',
      influencer: 'Yes',
      followerVerification: 'verified',
    })
  })

  it('does not seed the demo again after its accounts were deleted', async () => {
    await t.database.db.delete(users)
    await bootstrap({ ...t.database, kind: 'pglite' }, t.env, () => {})
    expect(await rowCount(t, users)).toBe(1)
  })
})
