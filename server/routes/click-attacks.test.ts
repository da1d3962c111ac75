import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clicks, slotHolds, uses } from '../db/schema/marketplace'
import { marketConfig } from '../domain/market-config'
import { runMarketJobs } from '../domain/market-jobs'
import { signClickToken } from '../lib/click-signing'
import { makeUser, TEST_PASSWORD, type TestUser } from '../test/accounts'
import { addClickVia, clicksOn, openLink, passHours, PHONE_UA, postClick, tokenFor, unconvertedOf, visitor, type Visitor } from '../test/clicks'
import { balances, createSound, fundedArtist, get, makeCreator, post, postOn, videoLink } from '../test/market'
import { createTestApp, type TestApp } from '../test/test-app'

/**
 * Attacks on pay-per-click, each run as a farmer would and asserted to fail. Requests alternate
 * between two servers on one database (two processes on PostgreSQL), so every limit holds across
 * processes. The network cap is the default, 3 clicks per network per sound per day.
 */
let t: TestApp
let peer: Awaited<ReturnType<TestApp['peer']>>
const servers = () => [t.app, peer] as const
type Server = ReturnType<typeof servers>[number]
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY_HOPS: '1', CLICK_LIMIT_PER_IP: '1000' })
  peer = await t.peer()
})
afterAll(() => t.close())

/** A sound paying 100 per click with a 10,000 click budget, and a creator holding it. */
async function trackedSound(creatorExtra: Parameters<typeof makeCreator>[1] = {}) {
  const artist = await fundedArtist(t, 20_000)
  const creator = await makeCreator(t, creatorExtra)
  const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 100, click_budget: 10_000, video_links: [videoLink()] })
  expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
  return { artist, creator, soundId: sound.id }
}

/** Opens the link from each visitor, alternating servers; every visitor is sent to the sound. */
async function openAll(soundId: string, creatorId: string, visitors: Visitor[]) {
  for (const [i, v] of visitors.entries()) {
    const { location } = await openLink(servers()[i % 2]!, soundId, creatorId, v)
    expect(location).toMatch(/^https:\/\/(www\.)?tiktok\.com\//)
  }
}

const pendingOf = async (artist: TestUser) =>
  (await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist&status=pending`, artist)).json()).approvals as Record<string, unknown>[]

describe('clicks that must not count', () => {
  it('one machine rotating its User-Agent 300 times counts at most the network cap', async () => {
    const { soundId, creator } = await trackedSound()
    const agents = Array.from({ length: 300 }, (_, i) => `Mozilla/5.0 (Linux; Android ${10 + (i % 5)}; Device ${i}) AppleWebKit/537.36 Chrome/${100 + i}.0 Mobile Safari/537.36`)
    await openAll(soundId, creator.id, agents.map((ua) => visitor('203.0.113.50', ua)))
    expect(await clicksOn(t, soundId)).toBe(3)
  })

  it('without the visitor cookie or the click token nothing is counted', async () => {
    const { soundId, creator } = await trackedSound()
    const v = visitor('198.51.100.20')
    expect((await postClick(t.app, v, { soundid: soundId, creator_id: creator.id })).status).toBe(400)
    const token = await tokenFor(t.app, soundId, creator.id, v)
    const noCookie = await postClick(peer, { ...v, cookie: undefined }, { soundid: soundId, creator_id: creator.id, token })
    expect([noCookie.status, (await noCookie.json()).code]).toEqual([403, 'no_visitor'])
    // A client that keeps no cookies (a script) follows the redirects and is sent on, uncounted.
    for (let i = 0; i < 5; i++) {
      const first = await t.app.request(`/t/${soundId}/${creator.id}`, { headers: { 'x-forwarded-for': `198.51.${100 + i}.21`, 'user-agent': PHONE_UA } })
      const second = await peer.request(first.headers.get('location')!, { headers: { 'x-forwarded-for': `198.51.${100 + i}.21`, 'user-agent': PHONE_UA } })
      expect(second.headers.get('location')).toMatch(/^https:\/\/(www\.)?tiktok\.com\//)
    }
    expect(await clicksOn(t, soundId)).toBe(0)
  })

  it('forged, expired and borrowed tokens are refused', async () => {
    const { soundId, creator } = await trackedSound()
    const other = await trackedSound()
    const v = visitor('198.51.110.9')
    const good = await tokenFor(t.app, soundId, creator.id, v)
    const stranger = visitor('198.51.111.9')
    await tokenFor(t.app, soundId, creator.id, stranger)
    const visitorId = (v.cookie ?? '').split('=')[1]!.split('.')[0]!
    const claim = { soundId, creatorId: creator.id, visitorId }
    const attempts: [string, Visitor, Record<string, unknown>, string][] = [
      ['forged signature', v, { token: `${good.split('.')[0]}.${'A'.repeat(43)}` }, 'invalid_click_token'],
      ['another secret', v, { token: signClickToken(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'), claim, 600) }, 'invalid_click_token'],
      ['expired', v, { token: signClickToken(t.jwtSecret, claim, 600, Date.now() - 11 * 60_000) }, 'click_token_expired'],
      ['longer life written in', v, { token: `${Number(good.split('.')[0]) + 3600}.${good.split('.')[1]}` }, 'invalid_click_token'],
      ["another visitor's token", stranger, { token: good }, 'invalid_click_token'],
      ['another creator', v, { creator_id: other.creator.id, soundid: other.soundId, token: good }, 'invalid_click_token'],
      ['garbage', v, { token: 'x'.repeat(200) }, 'invalid_click_token'],
    ]
    for (const [what, who, body, code] of attempts) {
      const res = await postClick(peer, who, { soundid: soundId, creator_id: creator.id, ...body })
      expect([what, res.status, (await res.json()).code]).toEqual([what, 403, code])
    }
    expect([await clicksOn(t, soundId), await clicksOn(t, other.soundId)]).toEqual([0, 0])
    expect((await (await postClick(t.app, v, { soundid: soundId, creator_id: creator.id, token: good })).json()).counted).toBe(true)
  })

  it('fifty addresses of one IPv4 /24 count at most the network cap', async () => {
    const { soundId, creator } = await trackedSound()
    await openAll(soundId, creator.id, Array.from({ length: 50 }, (_, i) => visitor(`192.0.2.${i + 1}`, `${PHONE_UA} v${i}`)))
    expect(await clicksOn(t, soundId)).toBe(3)
    // Through add-click the same network stays capped.
    expect((await (await addClickVia(peer, soundId, creator.id, visitor('192.0.2.200'))).json()).counted).toBe(false)
  })

  it('thirty clicks from one network at the same moment, through two servers, count at most the network cap', async () => {
    const { soundId, creator } = await trackedSound()
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => addClickVia(servers()[i % 2]!, soundId, creator.id, visitor(`192.0.3.${i + 1}`, `${PHONE_UA} p${i}`))))
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200))
    expect(await clicksOn(t, soundId)).toBe(3)
  })

  it('fifty addresses of one IPv6 /64 count at most the network cap; another /64 is another network', async () => {
    const { soundId, creator } = await trackedSound()
    await openAll(soundId, creator.id, Array.from({ length: 50 }, (_, i) => visitor(`2001:db8:5:7:${(i + 1).toString(16)}::${i + 2}`)))
    expect(await clicksOn(t, soundId)).toBe(3)
    await openAll(soundId, creator.id, [visitor('2001:db8:5:8::1')])
    expect(await clicksOn(t, soundId)).toBe(4)
  })

  it('known bots, scripts, headless browsers and requests without a User-Agent are sent on but not counted', async () => {
    const { soundId, creator } = await trackedSound()
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; YandexSpider/3.0)',
      'Go-http-client/2.0',
      '',
    ]
    await openAll(soundId, creator.id, agents.map((ua, i) => visitor(`100.64.${i}.1`, ua)))
    await openAll(soundId, creator.id, [{ ip: '100.64.99.1' }])
    expect(await clicksOn(t, soundId)).toBe(0)
    expect((await (await addClickVia(peer, soundId, creator.id, visitor('100.64.98.1', 'Mozilla/5.0 (X11) HeadlessChrome/126.0'))).json()).counted).toBe(false)
    expect(await clicksOn(t, soundId)).toBe(0)
  })
})

describe('farmed bursts are held for a person', () => {
  it('clicks far beyond the creator’s verified followers are held, shown with their evidence, and never auto-approved', async () => {
    const { soundId, creator, artist } = await trackedSound({ followers: 5 })
    await openAll(soundId, creator.id, Array.from({ length: 25 }, (_, i) => visitor(`10.${i}.0.1`, `${PHONE_UA} n${i}`)))
    expect(await clicksOn(t, soundId)).toBe(25)
    const { approvals } = await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()
    expect(approvals).toEqual([expect.objectContaining({ kind: 'clicks', clickCount: 25, status: 'pending', held: true, heldReason: 'beyond_followers' })])
    const [shown] = (await pendingOf(artist)).filter((a) => a.id === approvals[0].id)
    expect(shown).toMatchObject({ held: true, clickEvidence: { clicks: 25, networks: 25, followers: 5, firstAt: expect.any(String), lastAt: expect.any(String) } })
    const told = (await (await get(t, '/auth/get-notifications', creator)).json()).notifications.map((n: { title: string }) => n.title)
    expect(told).toContain('Clicks held for review')

    const later = new Date(Date.now() + 80 * 3_600_000)
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), later)
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), new Date(Date.now() + 30 * 24 * 3_600_000))
    expect((await pendingOf(artist)).map((a) => [a.id, a.status, a.autoApproved])).toContainEqual([approvals[0].id, 'pending', false])
    // Approve-all leaves it for a decision of its own; the artist still decides it.
    expect((await (await post(t, '/approval/by-artist-approve-all', artist, { soundid: soundId })).json()).approvals).toEqual([])
    const decided = await post(t, '/approval/by-artist', artist, { approval_id: approvals[0].id, status: 'rejected', reason: 'These clicks look bought' })
    expect((await decided.json()).approval).toMatchObject({ status: 'rejected', held: true })
  })

  it('an honest spread of visitors is counted, not held, and approved by the 72-hour job as before', async () => {
    const { soundId, creator, artist } = await trackedSound({ followers: 1_000 })
    const phones = ['Android 14; Pixel 8', 'Android 13; SM-A546B', 'iPhone; CPU iPhone OS 17_5 like Mac OS X', 'Android 12; CUBOT X30']
    await openAll(soundId, creator.id, Array.from({ length: 24 }, (_, i) => visitor(i % 3 ? `172.16.${i}.${i + 1}` : `2001:db8:${i}::${i + 1}`, `Mozilla/5.0 (${phones[i % 4]}) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1`)))
    expect(await clicksOn(t, soundId)).toBe(24)
    const { approvals } = await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()
    expect(approvals).toEqual([expect.objectContaining({ clickCount: 24, held: false, heldReason: null, clickEvidence: expect.objectContaining({ networks: 24, followers: 1_000 }) })])
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), new Date(Date.now() + 73 * 3_600_000))
    const after = (await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, artist)).json()).approvals
    expect(after).toEqual([expect.objectContaining({ id: approvals[0].id, status: 'approved', autoApproved: true })])
  })
})

describe('a farm with its own network cap raised, and the per-address limit', () => {
  let loose: TestApp
  beforeAll(async () => {
    loose = await createTestApp({ TRUST_PROXY_HOPS: '1', CLICKS_PER_NETWORK_PER_DAY: '50', CLICK_LIMIT_PER_IP: '5' })
  })
  afterAll(() => loose.close())

  it('41 clicks from 2 networks are held for review, with counts, networks and times, and never auto-approved', async () => {
    const artist = await fundedArtist(loose, 20_000)
    const creator = await makeCreator(loose, { followers: 120 })
    const sound = await createSound(loose, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 100, click_budget: 10_000, video_links: [videoLink()] })
    await post(loose, '/artist/add-hold-slot', creator, { soundid: sound.id })
    for (let i = 0; i < 41; i++) await openLink(loose.app, sound.id, creator.id, visitor(`198.18.${i % 2}.${i + 1}`, `${PHONE_UA} r${i}`))
    expect(await clicksOn(loose, sound.id)).toBe(41)
    const { approvals } = await (await post(loose, '/approval/check-clicks-pending-requests', artist, { soundid: sound.id })).json()
    expect(approvals).toEqual([expect.objectContaining({ clickCount: 41, held: true, heldReason: 'few_networks', clickEvidence: expect.objectContaining({ clicks: 41, networks: 2, followers: 120 }) })])
    const e = approvals[0].clickEvidence
    expect(Date.parse(e.lastAt)).toBeGreaterThanOrEqual(Date.parse(e.firstAt))
    await runMarketJobs(loose.database.db, marketConfig(loose.env), new Date(Date.now() + 100 * 3_600_000))
    const still = (await (await get(loose, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, artist)).json()).approvals
    expect(still).toEqual([expect.objectContaining({ id: approvals[0].id, status: 'pending', held: true })])
  })

  it('add-click beyond the per-address limit is a 429 with Retry-After, and counts nothing', async () => {
    const artist = await fundedArtist(loose, 20_000)
    const creator = await makeCreator(loose)
    const sound = await createSound(loose, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 100, click_budget: 10_000, video_links: [videoLink()] })
    await post(loose, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await addClickVia(loose.app, sound.id, creator.id, visitor('203.0.113.77', `${PHONE_UA} l${i}`))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    const over = await addClickVia(loose.app, sound.id, creator.id, visitor('203.0.113.77'))
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await clicksOn(loose, sound.id)).toBe(5)
  })
})

describe('payouts judged over the review window, not one batch at a time', () => {
  /** A day of a small farm: 6 networks × 3 visitors, under the network cap and the review minimum. */
  const farmDay = (day: number) => Array.from({ length: 18 }, (_, i) => visitor(`10.200.${i % 6}.${day * 10 + Math.floor(i / 6) + 1}`, `${PHONE_UA} f${day}.${i}`))
  const convert = (server: Server, user: TestUser, soundId: string) =>
    postOn(server, '/approval/check-clicks-pending-requests', user, { soundid: soundId })

  async function farmedSound() {
    const artist = await fundedArtist(t, 30_000)
    const creator = await makeCreator(t, { followers: 0 })
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 100, click_budget: 15_000, video_links: [videoLink()] })
    expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
    return { artist, creator, soundId: sound.id }
  }

  it('a creator without verified followers converting after every 18 clicks, daily for 8 days, is held from the second day and paid nothing', async () => {
    const { artist, creator, soundId } = await farmedSound()
    const batches: { clickCount: number; held: boolean; clickEvidence: { clicks: number; networks: number; followers: number } }[] = []
    for (let day = 0; day < 8; day++) {
      if (day > 0) await passHours(t, soundId, 24)
      await openAll(soundId, creator.id, farmDay(day))
      const res = await convert(servers()[day % 2]!, creator, soundId)
      batches.push(...(await res.json()).approvals)
    }
    expect(batches.map((b) => b.clickCount)).toEqual(Array(8).fill(18))
    // From the second day the window holds 36 clicks from 6 networks and none are backed by followers.
    expect(batches.map((b) => b.held)).toEqual([false, ...Array(7).fill(true)])
    // The window is 7 days: on the eighth the first day's clicks have left it.
    expect(batches.map((b) => b.clickEvidence.clicks)).toEqual([18, 36, 54, 72, 90, 108, 126, 126])
    expect(batches.at(-1)!.clickEvidence).toMatchObject({ networks: 6, followers: 0 })
    // The first day's batch, still waiting when the second showed the farm, waits for a person too.
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), new Date(Date.now() + 30 * 24 * 3_600_000))
    const waiting = (await pendingOf(artist)).filter((a) => a.campaignId === soundId)
    expect(waiting.map((a) => [a.clickCount, a.held])).toEqual(Array(8).fill([18, true]))
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('eight conversions at once, by the creator, the artist and an admin through two servers, make one batch judged over the window', async () => {
    const { artist, creator, soundId } = await farmedSound()
    const admin = await makeUser(t, 'admin')
    await openAll(soundId, creator.id, farmDay(0))
    expect((await (await convert(t.app, creator, soundId)).json()).approvals).toEqual([expect.objectContaining({ clickCount: 18, held: false })])
    await passHours(t, soundId, 24)
    await openAll(soundId, creator.id, farmDay(1))
    const who = [creator, artist, admin, creator, artist, admin, creator, artist]
    const answers = await Promise.all(who.map((u, i) => convert(servers()[i % 2]!, u, soundId)))
    expect(answers.map((r) => r.status)).toEqual(who.map(() => 200))
    const made = (await Promise.all(answers.map((r) => r.json()))).flatMap((b) => b.approvals)
    expect(made.map((b) => [b.clickCount, b.held, b.clickEvidence.clicks])).toEqual([[18, true, 36]])
    expect(await unconvertedOf(t, soundId, creator.id)).toBe(0)
    expect((await pendingOf(artist)).filter((a) => a.campaignId === soundId).map((a) => a.held)).toEqual([true, true])
  })
})

describe('a creator that may not hold earns nothing more', () => {
  const reject = (admin: TestUser, creator: TestUser, status: 'rejected' | 'pending' | 'approved' = 'rejected') =>
    postOn(peer, '/auth/update-account-approval-status', admin, { uid: creator.id, status })
  const liveHolds = (soundId: string, creatorId: string) =>
    t.database.db.select().from(slotHolds).where(and(eq(slotHolds.campaignId, soundId), eq(slotHolds.creatorId, creatorId), eq(slotHolds.status, 'held')))

  it('a rejected creator loses its hold and its unconverted clicks (it is told), and its link sends visitors on without counting them', async () => {
    const { soundId, creator, artist } = await trackedSound()
    const admin = await makeUser(t, 'admin')
    await openAll(soundId, creator.id, Array.from({ length: 4 }, (_, i) => visitor(`10.210.${i}.1`, `${PHONE_UA} b${i}`)))
    expect((await reject(admin, creator)).status).toBe(200)
    // The creator keeps sharing its link: nine visitors from three networks, all sent to the sound.
    await openAll(soundId, creator.id, Array.from({ length: 9 }, (_, i) => visitor(`10.211.${i % 3}.${i + 1}`, `${PHONE_UA} a${i}`)))
    expect(await clicksOn(t, soundId)).toBe(0)
    for (const [i, u] of [creator, artist, admin].entries()) {
      const res = await postOn(servers()[i % 2]!, '/approval/check-clicks-pending-requests', u, { soundid: soundId })
      expect([res.status, (await res.json()).approvals]).toEqual([200, []])
    }
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), new Date(Date.now() + 30 * 24 * 3_600_000))
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 20_000, pendingPayout: 0, onHold: 0 })
    expect(await liveHolds(soundId, creator.id)).toEqual([])
    const { notifications } = await (await get(t, '/auth/get-notifications', creator)).json()
    expect(notifications).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/1 held slot was released and 4 clicks .* were forfeited/) }))
  })

  it('a creator put back under review counts no clicks; the ones it earned before wait for the decision', async () => {
    const { soundId, creator } = await trackedSound()
    const admin = await makeUser(t, 'admin')
    await openAll(soundId, creator.id, [visitor('10.213.0.1'), visitor('10.213.1.1')])
    expect((await reject(admin, creator, 'pending')).status).toBe(200)
    await openAll(soundId, creator.id, [visitor('10.213.2.1'), visitor('10.213.3.1')])
    expect(await clicksOn(t, soundId)).toBe(2)
    expect((await (await postOn(peer, '/approval/check-clicks-pending-requests', admin, { soundid: soundId })).json()).approvals).toEqual([])
    expect((await reject(admin, creator, 'approved')).status).toBe(200)
    expect((await (await postOn(t.app, '/approval/check-clicks-pending-requests', creator, {})).json()).approvals).toEqual([expect.objectContaining({ clickCount: 2 })])
  })

  it('a payout converted before the rejection is never paid by the 72-hour job; a person decides it', async () => {
    const { soundId, creator, artist } = await trackedSound()
    const admin = await makeUser(t, 'admin')
    await openAll(soundId, creator.id, Array.from({ length: 6 }, (_, i) => visitor(`10.214.${i}.1`, `${PHONE_UA} p${i}`)))
    const [payout] = (await (await postOn(t.app, '/approval/check-clicks-pending-requests', creator, { soundid: soundId })).json()).approvals
    expect(payout).toMatchObject({ clickCount: 6, held: false })
    expect((await reject(admin, creator)).status).toBe(200)
    await runMarketJobs(t.database.db, marketConfig(t.env, t.money), new Date(Date.now() + 30 * 24 * 3_600_000))
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect((await pendingOf(artist)).map((a) => a.id)).toEqual([payout.id])
    expect((await postOn(peer, '/approval/by-artist', artist, { approval_id: payout.id, status: 'rejected' })).status).toBe(200)
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 20_000, pendingPayout: 0, onHold: 0 })
  })

  it('clicks racing the rejection through two servers leave nothing to convert', async () => {
    const { soundId, creator } = await trackedSound()
    const admin = await makeUser(t, 'admin')
    const racing = Array.from({ length: 12 }, (_, i) => addClickVia(servers()[i % 2]!, soundId, creator.id, visitor(`10.212.${i % 4}.${i + 1}`, `${PHONE_UA} x${i}`)))
    const answers = await Promise.all([...racing, reject(admin, creator)])
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
    expect(await unconvertedOf(t, soundId, creator.id)).toBe(0)
    expect(await liveHolds(soundId, creator.id)).toEqual([])
  })
})

describe('a deleted creator', () => {
  async function twoCreators() {
    const artist = await fundedArtist(t, 20_000)
    const admin = await makeUser(t, 'admin')
    const leaving = await makeCreator(t)
    const staying = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 5_000, slots: 2, pay_per_click: 100, click_budget: 10_000, video_links: [videoLink()] })
    for (const c of [leaving, staying]) expect((await post(t, '/artist/add-hold-slot', c, { soundid: sound.id })).status).toBe(201)
    return { artist, admin, leaving, staying, soundId: sound.id }
  }
  const leave = (server: Server, who: TestUser) =>
    postOn(server, '/auth/delete-user', who, { uid: who.id, password: TEST_PASSWORD })

  it('leaves no clicks behind: conversion goes on for the artist and the admin, and pays the others', async () => {
    const { artist, admin, leaving, staying, soundId } = await twoCreators()
    await openAll(soundId, leaving.id, Array.from({ length: 5 }, (_, i) => visitor(`10.220.${i}.1`, `${PHONE_UA} l${i}`)))
    await openAll(soundId, staying.id, Array.from({ length: 3 }, (_, i) => visitor(`10.221.${i}.1`, `${PHONE_UA} s${i}`)))
    expect((await leave(peer, leaving)).status).toBe(200)
    const byArtist = await postOn(t.app, '/approval/check-clicks-pending-requests', artist, { soundid: soundId })
    expect(byArtist.status).toBe(200)
    expect((await byArtist.json()).approvals).toEqual([expect.objectContaining({ creatorId: staying.id, clickCount: 3 })])
    const byAdmin = await postOn(peer, '/approval/check-clicks-pending-requests', admin, { soundid: soundId })
    expect([byAdmin.status, (await byAdmin.json()).approvals]).toEqual([200, []])
    expect(await clicksOn(t, soundId)).toBe(3)
    // The deleted creator's link still sends visitors to the sound, counting nothing.
    await openAll(soundId, leaving.id, [visitor('10.222.0.1')])
    expect(await clicksOn(t, soundId)).toBe(3)
  })

  it('clicks an account deleted earlier left behind are dropped when the sound is converted', async () => {
    const { admin, staying, soundId } = await twoCreators()
    await t.database.db.insert(clicks).values({ id: randomUUID(), campaignId: soundId, creatorId: randomUUID(), visitor: 'gone-visitor', network: 'gone-network', day: new Date().toISOString().slice(0, 10) })
    await openAll(soundId, staying.id, [visitor('10.223.0.1')])
    const res = await postOn(peer, '/approval/check-clicks-pending-requests', admin, { soundid: soundId })
    expect([res.status, (await res.json()).approvals]).toEqual([200, [expect.objectContaining({ creatorId: staying.id, clickCount: 1 })]])
    expect(await clicksOn(t, soundId)).toBe(1)
  })

  it('a deletion racing the creator’s own clicks through two servers leaves no click behind; conversion then answers 200', async () => {
    const { admin, leaving, soundId } = await twoCreators()
    await openAll(soundId, leaving.id, Array.from({ length: 3 }, (_, i) => visitor(`10.225.${i}.1`, `${PHONE_UA} e${i}`)))
    const racing = Array.from({ length: 8 }, (_, i) => addClickVia(servers()[i % 2]!, soundId, leaving.id, visitor(`10.226.${i % 4}.${i + 1}`, `${PHONE_UA} q${i}`)))
    const [gone, ...clicked] = await Promise.all([leave(peer, leaving), ...racing])
    expect([gone!.status, ...clicked.map((r) => r.status)]).toEqual([200, ...racing.map(() => 200)])
    expect(await unconvertedOf(t, soundId, leaving.id)).toBe(0)
    const res = await postOn(t.app, '/approval/check-clicks-pending-requests', admin, { soundid: soundId })
    expect([res.status, (await res.json()).approvals]).toEqual([200, []])
  })

  it('a deletion racing conversions through two servers: every conversion answers 200, and nothing is left for a missing account', async () => {
    const { artist, admin, leaving, soundId } = await twoCreators()
    await openAll(soundId, leaving.id, Array.from({ length: 5 }, (_, i) => visitor(`10.224.${i}.1`, `${PHONE_UA} r${i}`)))
    const converting = [artist, admin, artist, admin].map((u, i) => postOn(servers()[i % 2]!, '/approval/check-clicks-pending-requests', u, { soundid: soundId }))
    const [gone, ...answers] = await Promise.all([leave(peer, leaving), ...converting])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const batches = await t.database.db.select().from(uses).where(eq(uses.creatorId, leaving.id))
    if (gone!.status === 200) expect([batches, await unconvertedOf(t, soundId, leaving.id)]).toEqual([[], 0])
    else expect([gone!.status, batches.map((b) => [b.clickCount, b.status])]).toEqual([409, [[5, 'pending']]])
  })
})
