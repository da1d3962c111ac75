import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import type { PortalUserRow } from '@/db/sync-schema'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { mirrorTablesOf } from '@/lib/sync/registry'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { confirmAndPull, testDB } from '@/lib/sync/test-support'
import {
  confirmVerificationWrite,
  decideBrandWrite,
  deleteUserWrite,
  processAdminWrite,
  updateApprovalWrite,
  updateRoleWrite,
  updateSpecialityWrite,
} from './writes'

const ME = '00000000-0000-4000-8000-0000000000a1'
const U1 = '00000000-0000-4000-8000-000000000001'
const V1 = '00000000-0000-4000-8000-0000000000f1'
let db: AppDB
afterEach(() => db?.close())

const account = (id: string, patch: Partial<PortalUserRow> = {}) =>
  ({
    id,
    email: `${id.slice(-2)}@x.test`,
    fullName: 'Someone',
    role: 'tiktoker',
    accountType: 'tiktoker',
    approvalStatus: 'pending',
    brand_applied: 'none',
    influencer: 'No',
    spamVideos: 'disabled',
    speciality: null,
    followerVerification: 'none',
    followers: null,
    ability: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  }) as PortalUserRow

const users = () => readOverlaid(db, syncRegistry, 'portalUsers', ME)

describe('admin account writes', () => {
  it('show a role change and an approval at once, marked pending, and send only the schema fields', async () => {
    db = await testDB()
    await db.portalUsers.put(account(U1))
    const e = await enqueue(db, updateRoleWrite, { uid: U1, role: 'artist', label: 'a@x.test' }, { userId: ME })
    await enqueue(db, updateApprovalWrite, { uid: U1, status: 'approved', label: 'a@x.test' }, { userId: ME })
    const [row] = await users()
    expect(row).toMatchObject({ role: 'artist', accountType: 'artist', approvalStatus: 'approved', _pending: { status: 'pending' } })
    expect(e.body).toEqual({ type: 'json', value: { uid: U1, role: 'artist' } })
    expect(updateRoleWrite.describe(e.input as never)).toBe('Role of a@x.test → artist')
    // The mirror itself is untouched until the server answers.
    expect((await db.portalUsers.get(U1))?.role).toBe('tiktoker')
  })

  it('confirmed, the change still shows until the users list lands the server’s account', async () => {
    db = await testDB()
    await db.portalUsers.put(account(U1))
    const e = await enqueue(db, updateSpecialityWrite, { uid: U1, speciality: 'Afrobeats' }, { userId: ME })
    expect((await users())[0]).toMatchObject({ speciality: 'Afrobeats', _pending: { status: 'pending' } })
    await db.outbox.update(e.seq, { status: 'confirmed' })
    expect((await users())[0]).toMatchObject({ speciality: 'Afrobeats' })
    expect((await users())[0]?._pending).toBeUndefined()
    await confirmAndPull(db, e, ['portalUsers', 'adminAccounts', 'adminTotals'], () => db.portalUsers.put({ ...account(U1), speciality: 'Afrobeats (server)' }))
    expect((await users())[0]?.speciality).toBe('Afrobeats (server)')
    expect(await db.outbox.count()).toBe(0)
  })

  it('a demoted admin leaves the admins list when it is pulled', async () => {
    db = await testDB()
    const admin = account(U1, { role: 'admin', accountType: 'admin', approvalStatus: 'approved' })
    await db.portalUsers.put(admin)
    await db.adminAccounts.put(admin as never)
    const e = await enqueue(db, updateRoleWrite, { uid: U1, role: 'brand' }, { userId: ME })
    expect((await readOverlaid(db, syncRegistry, 'adminAccounts', ME))[0]).toMatchObject({ role: 'brand', _pending: {} })
    await confirmAndPull(db, e, ['portalUsers', 'adminAccounts', 'adminTotals'], async () => {
      await db.adminAccounts.clear()
      await db.portalUsers.put({ ...admin, role: 'brand', accountType: 'brand' })
    })
    expect(await readOverlaid(db, syncRegistry, 'adminAccounts', ME)).toEqual([])
    expect((await users())[0]?.role).toBe('brand')
    expect(await db.outbox.count()).toBe(0)
  })

  it('a deletion marks the row until the server agrees, then hides it until the pull removes it; a refused one shows the row as it was', async () => {
    db = await testDB()
    await db.portalUsers.put(account(U1))
    const e = await enqueue(db, deleteUserWrite, { uid: U1, label: 'x' }, { userId: ME })
    expect((await users())[0]).toMatchObject({ id: U1, _deleting: true })
    await db.outbox.update(e.seq, { status: 'rejected', error: { status: 409, message: 'open campaigns' } })
    expect((await users())[0]?._deleting).toBeUndefined()
    await db.outbox.update(e.seq, { status: 'confirmed', error: undefined })
    // The server took it: gone from the list, though the mirror keeps the row until the pull's tombstone.
    expect(await users()).toEqual([])
    await confirmAndPull(db, e, ['portalUsers', 'adminAccounts', 'adminTotals', 'sounds'], () => db.portalUsers.delete(U1))
    expect(await db.portalUsers.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('an approved brand application shows the account as a brand at once', async () => {
    db = await testDB()
    await db.portalUsers.put(account(U1, { brand_applied: 'pending' }))
    const e = await enqueue(db, decideBrandWrite, { user_id: U1, decision: 'approved', label: 'c@x.test' }, { userId: ME })
    expect((await users())[0]).toMatchObject({ role: 'brand', brand_applied: 'approved' })
    expect(e.body).toEqual({ type: 'json', value: { user_id: U1, decision: 'approved' } })
  })
})

describe('processAdmin', () => {
  it('a new admin shows under its temporary id, the password is sent but never kept as the input', async () => {
    db = await testDB()
    const TEMP = '00000000-0000-4000-8000-0000000000b1'
    const e = await enqueue(db, processAdminWrite, { tempId: TEMP, fullName: 'New Admin', email: 'new@x.test', password: 'long-password' }, { userId: ME })
    expect(e.body).toEqual({ type: 'json', value: { fullName: 'New Admin', email: 'new@x.test', password: 'long-password' } })
    expect(JSON.stringify(e.input)).not.toContain('long-password')
    const rows = await readOverlaid(db, syncRegistry, 'adminAccounts', ME)
    expect(rows).toEqual([expect.objectContaining({ id: TEMP, fullName: 'New Admin', email: 'new@x.test', role: 'admin', _pending: expect.anything() })])
    const real = account(U1, { role: 'admin', fullName: 'New Admin', email: 'new@x.test', approvalStatus: 'approved' })
    await confirmAndPull(db, e, ['adminAccounts', 'portalUsers', 'adminTotals'], async () => {
      await db.adminAccounts.put(real as never)
      await db.portalUsers.put(real)
    })
    expect((await readOverlaid(db, syncRegistry, 'adminAccounts', ME)).map((r) => r.id)).toEqual([U1])
    expect(await db.outbox.count()).toBe(0)
    expect((await db.portalUsers.get(U1))?.role).toBe('admin')
  })
})

describe('follower verification decisions', () => {
  it('show on the request and on the creator’s account until the pulled request lands', async () => {
    db = await testDB()
    await db.portalUsers.put(account(U1, { followerVerification: 'pending' }))
    const user = { id: U1, fullName: 'Cre Ator', email: 'c@x.test' }
    await db.adminVerifications.put({ id: V1, userId: U1, profileUrl: 'https://www.tiktok.com/@c', platform: 'tiktok', status: 'pending', followers: 900, checker: 'manual', createdAt: 'c', decidedAt: null, user })
    const e = await enqueue(db, confirmVerificationWrite, { id: V1, followers: 1200, status: 'verified', userId: U1 }, { userId: ME })
    expect(e.body).toEqual({ type: 'json', value: { id: V1, followers: 1200, status: 'verified' } })
    expect((await readOverlaid(db, syncRegistry, 'adminVerifications', ME))[0]).toMatchObject({ status: 'verified', followers: 1200, _pending: {} })
    expect((await users())[0]).toMatchObject({ followerVerification: 'verified', followers: 1200 })
    const decided = { id: V1, userId: U1, profileUrl: 'https://www.tiktok.com/@c', platform: 'tiktok', status: 'verified' as const, followers: 1200, checker: 'manual', createdAt: 'c', decidedAt: 'd' }
    await confirmAndPull(db, e, ['adminVerifications', 'portalUsers', 'adminTotals'], () => db.adminVerifications.put({ ...decided, user }))
    expect((await readOverlaid(db, syncRegistry, 'adminVerifications', ME))[0]).toEqual({ ...decided, user })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('admin mirrors', () => {
  it('are all cleared when another user signs in, including the parameterised ones', () => {
    const tables = mirrorTablesOf(syncRegistry)
    for (const t of ['adminAccounts', 'adminVerifications', 'adminTotals', 'adminStats', 'adminLockingPages']) expect(tables).toContain(t)
  })

  it('Statics and Sounds List Admin are pulled per parameter set, for admins only', () => {
    for (const name of ['admin.stats', 'admin.lockingPages']) {
      expect(syncRegistry.collection(name)?.params?.keep).toBeGreaterThan(0)
      expect(syncRegistry.collection(name)?.roles).toEqual(['admin'])
    }
  })
})
