import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignCounts, campaigns, slotHolds, uses } from '../../db/schema/marketplace'
import { makeUser } from '../../test/accounts'
import { balances, createSound, fundedArtist, makeCreator, post, videoLink } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'
import { assertLedgerSound } from '../../wallet/test-harness'

/** On PostgreSQL the requests run on parallel pool connections; on PGlite they interleave on one. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort()
const liveHolds = async (soundId: string) =>
  (await t.database.db.select().from(slotHolds).where(and(eq(slotHolds.campaignId, soundId), inArray(slotHolds.status, ['held', 'submitted'])))).length

describe(`races (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two creators racing for the last slot: exactly one 201, one 409 (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const artist = await fundedArtist(t, 2_000)
      const sound = await createSound(t, artist, { pay_per_use: 1_000, slots: 2 })
      expect((await post(t, '/artist/add-hold-slot', await makeCreator(t), { soundid: sound.id })).status).toBe(201)
      const [a, b] = [await makeCreator(t), await makeCreator(t)]
      const responses = await Promise.all([a, b].map((c) => post(t, '/artist/add-hold-slot', c, { soundid: sound.id })))
      expect(statuses(responses)).toEqual([201, 409])
      const loser = responses.find((r) => r.status === 409)!
      expect(await loser.json()).toMatchObject({ code: 'no_free_slot', message: 'All 2 slots of this sound are taken' })
      expect(await liveHolds(sound.id)).toBe(2)
    }
  })

  it('twenty creators for five slots: exactly five holds', async () => {
    const artist = await fundedArtist(t, 5_000)
    const sound = await createSound(t, artist, { pay_per_use: 1_000, slots: 5 })
    const creators = await Promise.all(Array.from({ length: 20 }, () => makeCreator(t)))
    const responses = await Promise.all(creators.map((c) => post(t, '/artist/add-hold-slot', c, { soundid: sound.id })))
    expect(statuses(responses).filter((s) => s === 201)).toHaveLength(5)
    expect(statuses(responses).filter((s) => s === 409)).toHaveLength(15)
    expect(await liveHolds(sound.id)).toBe(5)
  })

  it('one creator sending the same hold twice at once holds one slot', async () => {
    const artist = await fundedArtist(t, 3_000)
    const sound = await createSound(t, artist, { pay_per_use: 1_000, slots: 3 })
    const creator = await makeCreator(t)
    const responses = await Promise.all([1, 2].map(() => post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })))
    expect(statuses(responses)).toEqual([201, 409])
    expect(await liveHolds(sound.id)).toBe(1)
  })

  it('the same link from two creators at once (different sounds, and the same sound): exactly one accepted', async () => {
    const artist = await fundedArtist(t, 4_000)
    const [s1, s2] = [await createSound(t, artist, { pay_per_use: 1_000, slots: 2 }), await createSound(t, artist, { pay_per_use: 1_000, slots: 2 })]
    const [a, b, c] = [await makeCreator(t), await makeCreator(t), await makeCreator(t)]
    await post(t, '/artist/add-hold-slot', a, { soundid: s1.id })
    await post(t, '/artist/add-hold-slot', b, { soundid: s2.id })
    await post(t, '/artist/add-hold-slot', c, { soundid: s1.id })
    const link = videoLink()
    // The same video dressed differently (host prefix, tracking query) is still the same link.
    const dressed = `${link.replace('https://www.', 'https://m.')}?_r=1&lang=en`
    const across = await Promise.all([
      post(t, '/approval/use-sound', a, { soundid: s1.id, video_url: link }),
      post(t, '/approval/use-sound', b, { soundid: s2.id, video_url: dressed }),
    ])
    expect(statuses(across)).toEqual([201, 409])
    expect((await across.find((r) => r.status === 409)!.json()).code).toBe('duplicate_link')

    const link2 = videoLink()
    const loserOfFirst = across[0]!.status === 409 ? a : b
    const loserSound = loserOfFirst === a ? s1 : s2
    const within = await Promise.all([
      post(t, '/approval/use-sound', loserOfFirst, { soundid: loserSound.id, video_url: link2 }),
      post(t, '/approval/use-sound', c, { soundid: s1.id, video_url: link2 }),
    ])
    expect(statuses(within)).toEqual([201, 409])
    const stored = await t.database.db.select().from(uses).where(inArray(uses.videoUrl, [link.replace('www.', ''), link2.replace('www.', '')]))
    expect(stored).toHaveLength(2)
    await assertLedgerSound(t.walletDb)
  })

  it("an artist deleting a sound while an admin rejects them: both answered, each campaign closed once, the live count right (five rounds)", async () => {
    const admin = await makeUser(t, 'admin')
    for (let round = 0; round < 5; round++) {
      const artist = await fundedArtist(t, 6_000)
      const sounds = [] as { id: string }[]
      for (let i = 0; i < 3; i++) sounds.push(await createSound(t, artist, { pay_per_use: 1_000, slots: 2 }))
      // The rejection closes the campaigns in id order; the delete takes the last one, so on
      // PostgreSQL it may hold that campaign while the rejection has closed the others.
      const last = sounds.map((x) => x.id).sort().at(-1)!
      const [rejected, deleted] = await Promise.all([
        post(t, '/auth/update-account-approval-status', admin, { uid: artist.id, status: 'rejected' }),
        post(t, '/artist/delete-sound', artist, { soundid: last }),
      ])
      expect(rejected.status).toBe(200)
      // The delete wins (200), or comes after the rejection: the sound is gone (404) or the artist may no longer act (403).
      expect([200, 403, 404]).toContain(deleted.status)
      const rows = await t.database.db.select().from(campaigns).where(inArray(campaigns.id, sounds.map((x) => x.id)))
      expect(rows.map((r) => r.status)).toEqual(['deleted', 'deleted', 'deleted'])
      // Each closed once: all 6,000 escrowed came back, and no more.
      expect(rows.reduce((n, r) => n + r.refunded, 0)).toBe(6_000)
      expect((await balances(t, artist.id)).available).toBe(6_000)
    }
    const [counted] = await t.database.db.select().from(campaignCounts).where(eq(campaignCounts.kind, 'normal'))
    const live = await t.database.db.select().from(campaigns).where(and(eq(campaigns.kind, 'normal'), eq(campaigns.status, 'active')))
    expect(Number(counted?.active ?? 0)).toBe(live.length)
    await assertLedgerSound(t.walletDb)
  })

  it("an admin deleting a creator's account while the artist deletes a sound the creator holds: both answered, nothing left half-done (five rounds)", async () => {
    const admin = await makeUser(t, 'admin')
    for (let round = 0; round < 5; round++) {
      const artist = await fundedArtist(t, 2_000)
      const sound = await createSound(t, artist, { pay_per_use: 1_000, slots: 2 })
      const creator = await makeCreator(t)
      expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
      const [gone, deleted] = await Promise.all([
        post(t, '/auth/delete-user', admin, { uid: creator.id }),
        post(t, '/artist/delete-sound', artist, { soundid: sound.id }),
      ])
      expect([gone.status, deleted.status]).toEqual([200, 200])
      expect(await liveHolds(sound.id)).toBe(0)
      expect((await balances(t, artist.id)).available).toBe(2_000)
    }
    await assertLedgerSound(t.walletDb)
  })
})

