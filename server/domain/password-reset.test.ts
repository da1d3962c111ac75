import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResets, users } from '../db/schema/accounts'
import { makeUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { findUserById } from './accounts'
import { changeEmail } from './user-changes'
import { createResetCode } from './password-reset'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('reset codes are made only for the e-mail the account has', () => {
  it('a code asked for the old e-mail, made after the e-mail moved, is not made at all', async () => {
    const { id } = await makeUser(t, 'artist')
    const asked = (await findUserById(t.database.db, id))!
    await changeEmail(t.database.db, id, `moved-${id.slice(0, 8)}@example.test`)
    expect(await createResetCode(t.database.db, asked)).toBeNull()
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, id))).toEqual([])
  })

  it('a code for the current e-mail is made', async () => {
    const { id } = await makeUser(t, 'artist')
    const owner = (await findUserById(t.database.db, id))!
    expect(await createResetCode(t.database.db, owner)).toMatch(/^[\w-]{32}$/)
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id))
    expect(row?.email).toBe(owner.email)
  })
})
