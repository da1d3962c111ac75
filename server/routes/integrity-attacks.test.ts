import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../db/schema/marketplace'
import { addClick } from '../domain/clicks'
import { convertClicks } from '../domain/click-payouts'
import { call, makeUser, TEST_PASSWORD, type TestUser } from '../test/accounts'
import { heldByDeleted, platformBalance, raceDeletions, statusOf, type RaceOutcome } from '../test/deletion-races'
import { balances, createSound, fundWallet, makeCategory, makeCreator, post, uploadFor } from '../test/market'
import { holdOn, market, pendingUseOn, requestOf, soundOf } from '../test/market-fixtures'
import { confirmBankAccount, initBankAccount } from '../wallet/domain/bank-accounts'
import { resolvePayout, withdraw } from '../wallet/domain/payouts'
import { sandboxProvider } from '../wallet/providers/sandbox'
import { assertLedgerSound } from '../wallet/test-harness'
import { PNG } from '../test/media'
import { startFakePlatform, type FakePlatform } from '../test/fake-video-platform'
import { createTestApp, type TestApp } from '../test/test-app'
import { checkVideos, newHandle, tiktokVideo, verifyAccount } from '../test/video-checks'
import { marketConfig } from '../domain/market-config'
import { runMarketJobs } from '../domain/market-jobs'

/**
 * Attacks on the marketplace's money rules, each run as a dishonest user would and asserted to
 * fail: one video paid several times, someone else's or an old video paid without anyone looking,
 * and accounts that are not approved running campaigns. Requests alternate between two servers on
 * one database (two processes on PostgreSQL).
 */
let fake: FakePlatform
let t: TestApp
let peer: Awaited<ReturnType<TestApp['peer']>>
beforeAll(async () => {
  fake = await startFakePlatform()
  t = await createTestApp(fake.env)
  peer = await t.peer()
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const viaPeer = (path: string, user: TestUser, body: unknown) =>
  peer.request(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': user.token, render: 'backend' }, body: JSON.stringify(body) })

describe('one video is paid once, however its link is spelled', () => {
  const ID = '7311111111111111111'
  const variants = [
    `https://www.tiktok.com/@handle/video/${ID}`,
    `https://www.tiktok.com/@Handle/video/${ID}`,
    `https://www.tiktok.com/@someone_else/video/${ID}`,
    `https://www.tiktok.com//@handle//video/${ID}`,
    `https://www.tiktok.com/@handle/video/${ID}%20`,
    `https://www.tiktok.com/@handle/video/${ID}/trailing/segment`,
    `https://m.tiktok.com/@handle/video/${ID}?lang=en#top`,
  ]
  let first: TestUser

  beforeAll(async () => {
    const artist = await makeUser(t, 'artist')
    first = await makeCreator(t)
    const sound = await soundOf(t, artist.id)
    await holdOn(t, sound, first)
    const res = await post(t, '/approval/use-sound', first, { soundid: sound, video_url: variants[0] })
    expect(res.status).toBe(201)
  })

  it.each(variants)('%s is refused on a second sound, by anyone, saying where it was used', async (link) => {
    const artist = await makeUser(t, 'artist')
    const cheat = await makeCreator(t)
    const sound = await soundOf(t, artist.id, { title: 'Second sound' })
    await holdOn(t, sound, cheat)
    const res = await viaPeer('/approval/use-sound', cheat, { soundid: sound, video_url: link })
    expect(res.status).toBe(409)
    expect((await res.json()).message).toMatch(/already submitted for the sound "Fixture sound" \(by another creator\)/)
  })

  it.each(variants.slice(1, 4))('%s is refused on a brand request, also to the creator who used it first', async (link) => {
    const brand = await makeUser(t, 'brand')
    const request = await requestOf(t, brand.id)
    await holdOn(t, request, first, 'request')
    const res = await post(t, '/brand/submit-request-video', first, { request_id: request, video_url: link })
    expect(res.status).toBe(409)
    expect((await res.json()).message).toMatch(/the sound "Fixture sound" \(by you\)/)
  })

  it('the same video twice in one batch of influencer links is refused and nothing is stored', async () => {
    const artist = await makeUser(t, 'artist')
    const influencer = await makeCreator(t, { influencer: 'Yes', spamVideos: 'enabled' })
    const sound = await soundOf(t, artist.id, { kind: 'influencer', linksPerSlot: 3 })
    await holdOn(t, sound, influencer, 'sound', true)
    const links = ['https://www.youtube.com/shorts/abcDEF12345', 'https://youtu.be/abcDEF12345']
    const res = await post(t, '/artist/submit-spam-sounds-links', influencer, { soundid: sound, links })
    expect(res.status).toBe(409)
    const again = await post(t, '/artist/submit-spam-sounds-links', influencer, { soundid: sound, links: [links[1]] })
    expect(again.status).toBe(201)
  })
})

/** Every write a pending or rejected account must not make, with what it needs to otherwise succeed. */
async function forbiddenWrites(user: TestUser) {
  const category = await makeCategory(t)
  const audio = await uploadFor(t, user.id)
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png')
  const artistWrites = [
    () => post(t, '/artist/create-sound', user, { title: 'Sneaky', category_id: category.id, audio, pay_per_use: 1_000, slots: 1 }),
    () => post(t, '/auth/fund-user-wallet', user, { amount: 5_000 }),
    () => t.app.request('/api/upload_file', { method: 'POST', headers: { 'x-access-token': user.token }, body: form }),
  ]
  return user.role === 'brand'
    ? [...artistWrites.slice(1), () => post(t, '/brand/create-request', user, { type: 'script', brief: 'Sneaky', script: 'Hi', slots: 1, pay_per_video: 1_000 })]
    : artistWrites
}

describe('a video that is not the creator’s own new one is never paid without a person looking', () => {
  it('someone else’s video behind a link naming the cheat, and the cheat’s own old video, wait past the window unpaid', async () => {
    const artist = await makeUser(t, 'artist')
    await fundWallet(t, artist.id, 20_000)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 2 })
    const links = [(h: string) => tiktokVideo(fake, 'a.famous.dancer', { linkAuthor: h }), (h: string) => tiktokVideo(fake, h, { at: new Date(Date.now() - 365 * 86_400_000) })]
    const cheats: TestUser[] = []
    for (const link of links) {
      const cheat = await makeCreator(t)
      const handle = newHandle('cheat')
      await verifyAccount(t, cheat.id, `https://www.tiktok.com/@${handle}`)
      await holdOn(t, sound.id, cheat)
      expect((await viaPeer('/approval/use-sound', cheat, { soundid: sound.id, video_url: link(handle) })).status).toBe(201)
      cheats.push(cheat)
    }
    await checkVideos(t)
    const market = marketConfig(t.env, t.money)
    expect((await runMarketJobs(t.database.db, market, new Date(Date.now() + 100 * 3_600_000))).approved).toBe(0)
    const shown = (await (await call(t, 'GET', `/api/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, { token: artist.token })).json()).approvals
    expect(shown.map((a: { status: string; videoCheck: { state: string } }) => [a.status, a.videoCheck.state]).sort()).toEqual([
      ['pending', 'other_author'],
      ['pending', 'posted_before_hold'],
    ])
    for (const cheat of cheats) expect((await balances(t, cheat.id)).available).toBe(0)
    expect((await balances(t, artist.id)).escrow).toBe(20_000)
    // Nor does approve-all sweep them up.
    expect((await (await post(t, '/approval/by-artist-approve-all', artist, { soundid: sound.id })).json()).approvals).toEqual([])
  })
})

describe('accounts that are not approved cannot run or join campaigns', () => {
  it.each([
    ['pending', 'artist'],
    ['rejected', 'artist'],
    ['pending', 'brand'],
    ['rejected', 'brand'],
  ] as const)('a %s %s is refused (403, saying why) on every campaign write, even with money in its wallet', async (state, role) => {
    const user = await makeUser(t, role, { approvalStatus: state })
    await fundWallet(t, user.id, 50_000)
    for (const write of await forbiddenWrites(user)) {
      const res = await write()
      const body = await res.json()
      expect(res.status, JSON.stringify(body)).toBe(403)
      expect(body.code).toBe(`account_${state}`)
      expect(body.message).toMatch(state === 'pending' ? /waiting for an admin's approval/ : /was not approved/)
    }
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, user.id))).toEqual([])
  })

  it('a pending or rejected creator cannot hold, apply to be a brand; a rejected one cannot ask for verification', async () => {
    const artist = await makeUser(t, 'artist')
    const sound = await soundOf(t, artist.id)
    for (const state of ['pending', 'rejected'] as const) {
      const creator = await makeCreator(t, { approvalStatus: state })
      expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound })).status).toBe(403)
      expect((await post(t, '/auth/apply-brand', creator, { user_id: creator.id })).status).toBe(403)
      const verify = await post(t, '/followers-scraper', creator, { profileUrl: 'https://www.tiktok.com/@me' })
      expect(verify.status).toBe(state === 'pending' ? 201 : 403)
    }
  })

  it('rejecting an artist hides its live sounds from creators, returns the escrow, keeps what submitted videos are owed', async () => {
    const admin = await makeUser(t, 'admin')
    const artist = await makeUser(t, 'artist')
    const [a, b] = [await makeCreator(t), await makeCreator(t)]
    await fundWallet(t, artist.id, 10_000)
    const sound = await createSound(t, artist, { pay_per_use: 2_000, slots: 4 })
    await holdOn(t, sound.id, a)
    await holdOn(t, sound.id, b)
    const use = await (await post(t, '/approval/use-sound', a, { soundid: sound.id, video_url: 'https://www.instagram.com/reel/RejectMe123/' })).json()
    expect((await balances(t, artist.id)).escrow).toBe(8_000)

    const res = await post(t, '/auth/update-account-approval-status', admin, { uid: artist.id, status: 'rejected' })
    expect(res.status).toBe(200)
    // The pending video's 2,000 stays in escrow; the other 6,000 went back.
    expect(await balances(t, artist.id)).toMatchObject({ available: 8_000, escrow: 2_000 })
    const listed = await (await call(t, 'GET', '/api/artist/get-all-sounds-with-locking?page=1', { token: b.token })).json()
    expect(listed.sounds.map((s: { id: string }) => s.id)).not.toContain(sound.id)
    expect((await post(t, '/artist/add-hold-slot', await makeCreator(t), { soundid: sound.id })).status).toBe(404)
    // The rejected owner cannot decide; an admin does, and a rejection returns that part too.
    expect((await post(t, '/approval/by-artist', artist, { approval_id: use.approval.id, status: 'rejected' })).status).toBe(403)
    expect((await post(t, '/approval/by-admin', admin, { approval_id: use.approval.id, status: 'rejected' })).status).toBe(200)
    expect(await balances(t, artist.id)).toMatchObject({ available: 10_000, escrow: 0 })
  })

  it('a rejected account can still withdraw what it has', async () => {
    const artist = await makeUser(t, 'artist', { approvalStatus: 'rejected' })
    await fundWallet(t, artist.id, 5_000)
    const init = await (await post(t, '/auth/bank-add-init', artist, { bank_code: '058', account_number: '0123456789' })).json()
    expect((await post(t, '/auth/bank-add', artist, { id: init.id })).status).toBe(200)
    const res = await post(t, '/auth/withdraw-to-bank-account', artist, { amount: 5_000, bank_account_id: init.id }, { 'idempotency-key': randomUUID() })
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  })
})

describe('no money lands in a deleted account, whatever credits it at the same moment', () => {
  // Each try races a deletion (on one server) against a credit (on the other), aimed at the gap
  // between the deletion's balance check and its end (raceDeletions).
  const TRIES = 15
  const selfDelete = (user: TestUser) => () => post(t, '/auth/delete-user', user, { uid: user.id, password: TEST_PASSWORD })
  let admin: TestUser
  beforeAll(async () => {
    admin = await makeUser(t, 'admin')
  })

  /** Nothing held by a deleted account, no request failed unexpectedly, and the ledger is sound. */
  async function assertNothingStranded(outcomes: RaceOutcome[], creditStatuses: number[]) {
    const stranded = await heldByDeleted(
      t,
      outcomes.map((o) => o.userId),
    )
    expect(stranded, `${new Set(stranded.map((s) => s.owner)).size} of ${outcomes.length} deleted accounts hold money`).toEqual([])
    for (const o of outcomes) {
      expect([200, 409], JSON.stringify(o)).toContain(o.removed)
      expect(creditStatuses, JSON.stringify(o)).toContain(o.credited)
    }
    await assertLedgerSound(t.walletDb)
  }

  it('funding the wallet (fund-user-wallet) while the account is deleted', { timeout: 60_000 }, async () => {
    const outcomes = await raceDeletions(TRIES, async () => {
      const user = await makeUser(t, 'artist')
      return { userId: user.id, remove: selfDelete(user), credit: async () => (await viaPeer('/auth/fund-user-wallet', user, { amount: 1_000 })).status }
    })
    // After the deletion the funding is refused: a token whose account is gone (401), an account
    // the request no longer finds (404), or a wallet that was closed under it (409).
    await assertNothingStranded(outcomes, [200, 401, 404, 409])
    expect(outcomes.filter((o) => o.removed === 200 && o.credited === 200)).toEqual([])
  })

  // An admin's deletion has no password to check: it is quick, and a narrower sweep covers its gap.
  // Its gap here is the narrowest (a few statements: the creator holds no slot it must lock), so
  // twice the tries.
  it("approving a creator's video while an admin deletes the creator", { timeout: 60_000 }, async () => {
    const outcomes = await raceDeletions(2 * TRIES, async () => {
      const artist = await makeUser(t, 'artist')
      const creator = await makeCreator(t)
      const use = await pendingUseOn(t, await soundOf(t, artist.id, { slots: 1 }), creator)
      return { userId: creator.id, remove: () => post(t, '/auth/delete-user', admin, { uid: creator.id }), credit: async () => (await viaPeer('/approval/by-artist', artist, { approval_id: use, status: 'approved' })).status }
    }, 20)
    await assertNothingStranded(outcomes, [200])
  })

  it("paying a creator's tracked clicks while an admin deletes the creator", { timeout: 60_000 }, async () => {
    const outcomes = await raceDeletions(TRIES, async () => {
      const artist = await makeUser(t, 'artist')
      const creator = await makeCreator(t)
      const sound = await soundOf(t, artist.id, { slots: 1, payPerClick: 100, clickBudget: 1_000 })
      await holdOn(t, sound, creator)
      for (let v = 0; v < 3; v += 1) await addClick(t.database.db, { campaignId: sound, creatorId: creator.id, visitor: `visitor-${v}`, network: `network-${v}`, perNetworkPerDay: 10 })
      const [use] = await convertClicks(t.database.db, { actor: { userId: creator.id, role: 'tiktoker' }, campaignId: sound, market: market(t) })
      return { userId: creator.id, remove: () => post(t, '/auth/delete-user', admin, { uid: creator.id }), credit: async () => (await viaPeer('/approval/by-artist', artist, { approval_id: use!.id, status: 'approved' })).status }
    }, 20)
    await assertNothingStranded(outcomes, [200])
  })

  it("refunding a closed sound's escrow to its rejected owner while an admin deletes the owner", { timeout: 60_000 }, async () => {
    const outcomes = await raceDeletions(TRIES, async () => {
      const artist = await makeUser(t, 'artist')
      const use = await pendingUseOn(t, await soundOf(t, artist.id, { slots: 1 }), await makeCreator(t))
      // The rejection closes the sound; its escrow waits for the video's decision, then goes back.
      expect((await post(t, '/auth/update-account-approval-status', admin, { uid: artist.id, status: 'rejected' })).status).toBe(200)
      return {
        userId: artist.id,
        remove: () => post(t, '/auth/delete-user', admin, { uid: artist.id }),
        credit: async () => (await viaPeer('/approval/by-admin', admin, { approval_id: use, status: 'rejected' })).status,
      }
    })
    await assertNothingStranded(outcomes, [200])
  })

  it('a paid-out withdrawal coming back from the bank while the account is deleted', { timeout: 60_000 }, async () => {
    const unclaimedBefore = await platformBalance(t, 'unclaimed')
    const outcomes = await raceDeletions(TRIES, async () => {
      const user = await makeUser(t, 'artist')
      await fundWallet(t, user.id, 1_000)
      // Straight in the wallet's database, as the wallet's routes would: this test is about what comes back.
      const bank = await initBankAccount(t.walletDb, sandboxProvider(), { userId: user.id, bankCode: '058', accountNumber: '0123456789' })
      await confirmBankAccount(t.walletDb, { userId: user.id, id: bank.id })
      const { payout } = await withdraw(t.walletDb, { userId: user.id, amount: 1_000, bankAccountId: bank.id, idempotencyKey: randomUUID() })
      await resolvePayout(t.walletDb, payout.id, { state: 'success' })
      return { userId: user.id, remove: selfDelete(user), credit: () => statusOf(() => resolvePayout(t.walletDb, payout.id, { state: 'reversed', reason: 'The bank sent it back' })) }
    })
    await assertNothingStranded(outcomes, [200])
    // Not lost either: what came back for a closed account waits in the platform's unclaimed account.
    const closed = outcomes.filter((o) => o.removed === 200).length
    expect((await platformBalance(t, 'unclaimed')) - unclaimedBefore).toBe(closed * 1_000)
  })
})
