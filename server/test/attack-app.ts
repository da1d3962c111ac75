import { afterAll, beforeAll, expect } from 'vitest'
import type { Mail } from '../lib/mailer'
import { createTestApp, type TestApp } from './test-app'

type App = TestApp['app']

/**
 * The server the account attack files run against, with small limits so a test reaches them, and
 * its peer: a second server on the same database (its own pool on PostgreSQL). Mails are kept in
 * `mails`, in the order sent.
 */
async function openAttackApp(mails: Mail[]): Promise<{ t: TestApp; peer: App }> {
  const t = await createTestApp(
    {
      LOGIN_LIMIT_PER_IP: '8',
      LOGIN_LIMIT_PER_ACCOUNT: '4',
      LOGIN_SLOWDOWN_PER_ACCOUNT: '10',
      LOGIN_SLOWDOWN_MS: '10',
      SIGNUP_LIMIT_PER_IP: '3',
      RESET_LIMIT_PER_IP: '6',
      RESET_LIMIT_PER_ACCOUNT: '4',
      RESET_MAILS_PER_ACCOUNT: '5',
      UPLOAD_LIMIT_PER_IP: '5',
      CLICK_LIMIT_PER_IP: '6',
      TRUST_PROXY_HOPS: '1',
      PUBLIC_URL: 'https://portal.example.test',
    },
    { services: { mailer: { send: async (m) => void mails.push(m) } } },
  )
  return { t, peer: await t.peer() }
}

/** For a test file: the attack server and its peer, opened before its tests and closed after; `use` receives both. */
export function withAttackApp(mails: Mail[], use: (t: TestApp, peer: App) => void): void {
  let opened: TestApp | undefined
  beforeAll(async () => {
    const { t, peer } = await openAttackApp(mails)
    opened = t
    use(t, peer)
  })
  afterAll(() => opened?.close())
}

/** JSON posts from one client address (X-Forwarded-For, one proxy trusted) to server `a` or its peer `b`. */
export const fromAddress =
  (servers: () => readonly [App, App]) =>
  (ip: string, app: 'a' | 'b' = 'a') => ({
    post: (path: string, body: unknown, token?: string) =>
      servers()[app === 'a' ? 0 : 1].request(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', render: 'backend', 'x-forwarded-for': ip, ...(token ? { 'x-access-token': token } : {}) },
        body: JSON.stringify(body),
      }),
  })

/** Sends `n` requests at once, alternating between the two servers, and answers their statuses in order. */
export const burst = (n: number, send: (i: number, app: 'a' | 'b') => Response | Promise<Response>) =>
  Promise.all(Array.from({ length: n }, async (_, i) => (await send(i, i % 2 ? 'a' : 'b')).status))

export const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {})

/**
 * A burst of wrong passwords: at most `limit` checked (400), every other one a 429; answers how
 * many were checked. Fewer than the limit may be: an attempt is judged against every budget at
 * once, and one over the address's own limit is refused even while the account's still had room.
 * `exhaust` then tells whether the rest of the budget is still there to be spent, no more.
 */
export function expectChecked(statuses: number[], limit: number): number {
  const checked = statuses.filter((s) => s === 400).length
  expect(checked, JSON.stringify(tally(statuses))).toBeLessThanOrEqual(limit)
  expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([])
  return checked
}

/** Sends wrong guesses one by one until one is refused (429), at most `max`; answers how many were checked (400). */
export async function exhaust(send: (i: number) => Response | Promise<Response>, max = 20): Promise<number> {
  for (let i = 0; i < max; i += 1) {
    const status = (await send(i)).status
    if (status === 429) return i
    expect(status).toBe(400)
  }
  throw new Error(`${max} guesses in a row were all checked`)
}
