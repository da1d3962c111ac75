import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/accounts'
import { makeUser, type TestUser } from '../../test/accounts'
import { balances, fundWallet, post, uploadFor } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let creator: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await makeUser(t, 'tiktoker', { fullName: 'Ada Creator' })
  other = await makeUser(t, 'artist', { fullName: 'Other Artist' })
})
afterAll(() => t.close())

const update = (user: TestUser, body: unknown) => post(t, '/auth/update-profile', user, body)
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!

describe('POST /api/auth/update-profile', () => {
  it('changes the caller\'s own name, social links and avatar, and says so in userData', async () => {
    const image = await uploadFor(t, creator.id, 'image')
    const res = await update(creator, {
      fullName: '  Ada Lovelace  ',
      socialLinks: { tiktok: 'https://www.tiktok.com/@ada', youtube: 'https://youtube.com/@ada' },
      avatar: image,
    })
    expect(res.status).toBe(200)
    const { userData } = await res.json()
    expect(userData).toMatchObject({ id: creator.id, fullName: 'Ada Lovelace', socialLinks: { tiktok: 'https://www.tiktok.com/@ada', youtube: 'https://youtube.com/@ada' }, avatarUrl: `/uploads/${image}` })

    // An empty link removes that network only; leaving a key out keeps it.
    const cleared = await (await update(creator, { socialLinks: { youtube: '' } })).json()
    expect(cleared.userData.socialLinks).toEqual({ tiktok: 'https://www.tiktok.com/@ada' })
    expect(cleared.userData.fullName).toBe('Ada Lovelace')
    expect((await (await update(creator, { avatar: null })).json()).userData.avatarUrl).toBeNull()
  })

  it('refuses to touch role, approval, balance or another account through the body', async () => {
    await fundWallet(t, other.id, 5_000)
    const before = await rowOf(other.id)
    const attacks = [
      { fullName: 'Hijacked', id: other.id },
      { fullName: 'Hijacked', user_id: other.id },
      { fullName: 'Hijacked', userId: other.id },
      { role: 'admin' },
      { approvalStatus: 'approved' },
      { followerVerification: 'verified', followers: 1_000_000 },
      { balance: 1_000_000 },
      { socialLinks: { tiktok: 'https://www.tiktok.com/@x', role: 'admin' } },
    ]
    for (const body of attacks) {
      const res = await update(other, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await res.json()).message).toMatch(/Only fullName, socialLinks and avatar can be changed here \(not \w+|socialLinks may only name tiktok, instagram, youtube and x/)
    }
    // The caller's token names whose profile changes: another user's id in the body never helps.
    for (const body of attacks.slice(0, 3)) expect((await update(creator, body)).status).toBe(400)
    const after = await rowOf(other.id)
    expect(after).toMatchObject({ fullName: before.fullName, role: before.role, approvalStatus: before.approvalStatus, followerVerification: before.followerVerification })
    expect(await balances(t, other.id)).toMatchObject({ available: 5_000 })
    expect((await rowOf(creator.id)).fullName).not.toBe('Hijacked')
  })

  it('refuses someone else\'s image, an audio file and names no upload has', async () => {
    const theirs = await uploadFor(t, other.id, 'image')
    const audio = await uploadFor(t, creator.id, 'audio')
    const before = await rowOf(creator.id)
    const stolen = await update(creator, { avatar: theirs, fullName: 'Should Not Stick' })
    expect(stolen.status).toBe(403)
    expect((await stolen.json()).message).toMatch(/another account/)
    expect((await update(creator, { avatar: audio })).status).toBe(400)
    expect((await update(creator, { avatar: `${'a'.repeat(32)}.png` })).status).toBe(400)
    // Nothing half-written: the refused avatar left the name as it was.
    expect((await rowOf(creator.id)).fullName).toBe(before.fullName)
  })

  it('answers bad input with 400 and a message that names the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /at least one/],
      [{ fullName: '   ' }, /Full name is required/],
      [{ fullName: 'x'.repeat(121) }, /at most 120/],
      [{ fullName: 42 }, /Full name/],
      [{ socialLinks: { tiktok: 'http://www.tiktok.com/@ada' } }, /TikTok link must be an https link/],
      [{ socialLinks: { instagram: 'https://evil.example/@ada' } }, /Instagram link/],
      [{ socialLinks: { tiktok: 'https://www.instagram.com/ada' } }, /TikTok link/],
      [{ socialLinks: { myspace: 'https://myspace.com/ada' } }, /may only name/],
      [{ socialLinks: 'https://www.tiktok.com/@ada' }, /socialLinks/],
      [{ avatar: '../../etc/passwd' }, /avatar must be the file name/],
    ]
    for (const [body, message] of cases) {
      const res = await update(creator, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await res.json()), JSON.stringify(body)).toMatch(message)
    }
    expect((await post(t, '/auth/update-profile', null, { fullName: 'Nobody' })).status).toBe(401)
  })
})
