import { describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { changeEmail, changeRole, createAdmin, decideVerification, schemaProblem, updateAdmin } from './actions'
import { UpdateRoleBodySchema } from '@server/routes/auth/users.schemas'

// Invalid input is answered with the server schema's own words and never reaches the outbox (there
// is no session in this environment, so valid input fails later, at queueing, without a field).

const U = { id: '00000000-0000-4000-8000-000000000001', label: 'a@x.test' }

describe('admin actions check input with the server’s schemas', () => {
  it('names the field and uses the server’s message', () => {
    expect(schemaProblem(UpdateRoleBodySchema, { uid: U.id, role: 'admin' })).toMatchObject({ ok: false, field: 'role', message: expect.stringMatching(/processAdmin/) })
    expect(schemaProblem(UpdateRoleBodySchema, { uid: U.id, role: 'artist' })).toBeNull()
  })

  it('refuses bad input before queueing anything', async () => {
    expect(await changeRole(U, 'admin')).toMatchObject({ ok: false, field: 'role' })
    expect(await changeEmail(U, 'not-an-email')).toMatchObject({ ok: false, field: 'email', message: 'Enter a valid e-mail address' })
    expect(await createAdmin({ fullName: 'A', email: 'a@x.test', password: 'short' })).toMatchObject({ ok: false, field: 'password', message: 'Password must be at least 8 characters' })
    expect(await updateAdmin(U.id, { fullName: 'A', email: 'a@x.test' }, { fullName: 'A', email: 'a@x.test', password: '' })).toMatchObject({ ok: false })
    expect(await decideVerification({ id: U.id, userId: U.id }, 'verified', '')).toMatchObject({ ok: false, field: 'followers' })
    expect(await decideVerification({ id: U.id, userId: U.id }, 'verified', '-5')).toMatchObject({ ok: false, field: 'followers' })
    expect(await db.outbox.count()).toBe(0)
  })

  it('lets valid input through to the queue (which needs a session)', async () => {
    const result = await changeRole(U, 'artist')
    expect(result.ok).toBe(false)
    expect(result).not.toHaveProperty('field')
    expect(await db.outbox.count()).toBe(0)
  })
})
