import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const isTrashed = (e: { folder: string; isDeleted: boolean }) => e.folder === 'trash' || e.isDeleted

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, without trashed mail', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/email/emails')
    expect(status).toBe(200)
    const all = await ctx.db.emails.toArray()
    const expected = all.filter((e) => e.folder === 'inbox' && !isTrashed(e)).map((e) => e.id)
    expect(body.emails.map((e: { id: number }) => e.id).sort()).toEqual(expected.sort())
    const times = body.emails.map((e: { time: string }) => Date.parse(e.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(body.emails.length).toBeGreaterThan(5)
  })

  it('counts unread, untrashed mail per folder in emailsMeta', async () => {
    const all = await ctx.db.emails.toArray()
    const unread = (f: string) => all.filter((e) => e.folder === f && !e.isRead && !isTrashed(e)).length
    const { body } = await call(ctx, 'GET', '/apps/email/emails?folder=sent')
    expect(body.emailsMeta).toEqual({ inbox: unread('inbox'), draft: unread('draft'), spam: unread('spam') })
    expect(body.emailsMeta.inbox).toBeGreaterThan(0)
  })

  it('shows only trashed mail in the trash, including mail flagged deleted elsewhere', async () => {
    const inbox = await ctx.db.emails.where('folder').equals('inbox').first()
    await ctx.db.emails.update(inbox!.id, { isDeleted: true })
    const { body } = await call(ctx, 'GET', '/apps/email/emails?folder=trash')
    expect(body.emails.length).toBeGreaterThan(0)
    expect(body.emails.every(isTrashed)).toBe(true)
    expect(body.emails.map((e: { id: number }) => e.id)).toContain(inbox!.id)
    const inboxView = await call(ctx, 'GET', '/apps/email/emails?folder=inbox')
    expect(inboxView.body.emails.map((e: { id: number }) => e.id)).not.toContain(inbox!.id)
  })

  it('shows starred mail that is not trashed for folder=starred', async () => {
    const trashed = await ctx.db.emails.where('folder').equals('trash').first()
    await ctx.db.emails.update(trashed!.id, { isStarred: true })
    const { body } = await call(ctx, 'GET', '/apps/email/emails?folder=starred')
    const all = await ctx.db.emails.toArray()
    const expected = all.filter((e) => e.isStarred && !isTrashed(e)).map((e) => e.id)
    expect(body.emails.map((e: { id: number }) => e.id).sort()).toEqual(expected.sort())
    expect(expected).not.toContain(trashed!.id)
    expect(expected.length).toBeGreaterThan(0)
  })

  it('filters by label, leaving out trashed mail', async () => {
    const { body } = await call(ctx, 'GET', '/apps/email/emails?label=company')
    const all = await ctx.db.emails.toArray()
    const expected = all.filter((e) => e.labels.includes('company') && !isTrashed(e)).map((e) => e.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(body.emails.map((e: { id: number }) => e.id).sort()).toEqual(expected.sort())
  })

  it('searches sender name or subject, case-insensitively', async () => {
    const sample = (await ctx.db.emails.where('folder').equals('inbox').toArray()).find((e) => !e.isDeleted)!
    const byName = await call(ctx, 'GET', `/apps/email/emails?q=${encodeURIComponent(sample.from.name.toUpperCase())}`)
    expect(byName.body.emails.map((e: { id: number }) => e.id)).toContain(sample.id)
    const needle = sample.from.name.toLowerCase()
    const hits = byName.body.emails as { from: { name: string }; subject: string }[]
    expect(hits.every((e) => e.from.name.toLowerCase().includes(needle) || e.subject.toLowerCase().includes(needle))).toBe(true)
    const bySubject = await call(ctx, 'GET', `/apps/email/emails?q=${encodeURIComponent(sample.subject.toLowerCase())}`)
    expect(bySubject.body.emails.map((e: { id: number }) => e.id)).toContain(sample.id)
    const none = await call(ctx, 'GET', '/apps/email/emails?q=zzzz-no-such-mail')
    expect(none.body.emails).toEqual([])
  })
})

describe('POST /apps/email/update-emails', () => {
  it('applies dataToUpdate to every listed e-mail and persists it', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/email/update-emails', {
      emailIds: [1, 2],
      dataToUpdate: { isRead: true, folder: 'trash' },
    })
    expect(status).toBe(200)
    expect(body.emails).toHaveLength(2)
    const stored = await ctx.db.emails.bulkGet([1, 2])
    expect(stored.map((e) => [e?.isRead, e?.folder])).toEqual([[true, 'trash'], [true, 'trash']])
  })

  it('applies any given field, alone or next to others, as the specification reads', async () => {
    const alone = await call(ctx, 'POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: { subject: 'Quarterly plan' } })
    expect(alone.status).toBe(200)
    expect(alone.body.emails[0].subject).toBe('Quarterly plan')
    const mixed = await call(ctx, 'POST', '/apps/email/update-emails', {
      emailIds: [2],
      dataToUpdate: { isRead: false, subject: 'Re: plan', cc: ['team@example.com'] },
    })
    expect(mixed.status).toBe(200)
    const stored = await ctx.db.emails.get(2)
    expect(stored).toMatchObject({ isRead: false, subject: 'Re: plan', cc: ['team@example.com'] })
  })

  it('moves e-mails to any folder, which then lists them', async () => {
    const { status } = await call(ctx, 'POST', '/apps/email/update-emails', { emailIds: [1, 3], dataToUpdate: { folder: 'archive' } })
    expect(status).toBe(200)
    expect((await ctx.db.emails.bulkGet([1, 3])).map((e) => e?.folder)).toEqual(['archive', 'archive'])
    const { body } = await call(ctx, 'GET', '/apps/email/emails?folder=archive')
    expect(body.emails.map((e: { id: number }) => e.id).sort()).toEqual([1, 3])
    const inbox = await call(ctx, 'GET', '/apps/email/emails?folder=inbox')
    expect(inbox.body.emails.map((e: { id: number }) => e.id)).not.toContain(1)
  })

  it('answers 400 and writes nothing for bad input', async () => {
    const before = await ctx.db.emails.toArray()
    const cases = [
      'not json',
      { emailIds: ['x'], dataToUpdate: { isRead: true } },
      { emailIds: [1], dataToUpdate: { folder: '  ' } },
      { emailIds: [1], dataToUpdate: { folder: 7 } },
      { emailIds: [1], dataToUpdate: { isRead: 'yes' } },
      { emailIds: [1], dataToUpdate: { labels: 'company' } },
      { emailIds: [1], dataToUpdate: { time: 'someday' } },
      { emailIds: [1], dataToUpdate: { id: 5 } },
      { emailIds: [1], dataToUpdate: { hasNextMail: false } },
      { emailIds: [1], dataToUpdate: {} },
      { emailIds: [1], dataToUpdate: 'read' },
      { dataToUpdate: { isRead: true } },
    ]
    for (const body of cases) {
      const answer = await call(ctx, 'POST', '/apps/email/update-emails', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(typeof answer.body.message).toBe('string')
    }
    expect(await ctx.db.emails.toArray()).toEqual(before)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('adds the label when absent and removes it when present', async () => {
    await ctx.db.emails.update(1, { labels: ['private'] })
    await ctx.db.emails.update(2, { labels: [] })
    const { status } = await call(ctx, 'POST', '/apps/email/update-emails-label', { emailIds: [1, 2], label: 'private' })
    expect(status).toBe(200)
    const [one, two] = await ctx.db.emails.bulkGet([1, 2])
    expect(one?.labels).toEqual([])
    expect(two?.labels).toEqual(['private'])
  })

  it('toggles any label, not only the sample ones, and lists by it', async () => {
    await ctx.db.emails.update(1, { labels: ['company'] })
    const added = await call(ctx, 'POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'urgent' })
    expect(added.status).toBe(200)
    expect(added.body.emails[0].labels).toEqual(['company', 'urgent'])
    const { body } = await call(ctx, 'GET', '/apps/email/emails?label=urgent')
    expect(body.emails.map((e: { id: number }) => e.id)).toEqual([1])
    await call(ctx, 'POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'urgent' })
    expect((await ctx.db.emails.get(1))?.labels).toEqual(['company'])
  })

  it('answers 400 for a missing or blank label', async () => {
    const before = await ctx.db.emails.toArray()
    for (const body of [{ emailIds: [1] }, { emailIds: [1], label: ' ' }, { emailIds: [1], label: 3 }]) {
      const answer = await call(ctx, 'POST', '/apps/email/update-emails-label', body)
      expect(answer.status).toBe(400)
      expect(typeof answer.body.message).toBe('string')
    }
    expect(await ctx.db.emails.toArray()).toEqual(before)
  })
})

describe('get-email and paginate-email', () => {
  async function inboxIds(): Promise<number[]> {
    const { body } = await call(ctx, 'GET', '/apps/email/emails?folder=inbox')
    return body.emails.map((e: { id: number }) => e.id)
  }

  it('returns the e-mail with its neighbour flags within its folder', async () => {
    const ids = await inboxIds()
    const first = await call(ctx, 'GET', `/apps/email/get-email?id=${ids[0]}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: ids[0], hasPreviousMail: false, hasNextMail: true })
    const last = await call(ctx, 'GET', `/apps/email/get-email?id=${ids.at(-1)}`)
    expect(last.body).toMatchObject({ hasPreviousMail: true, hasNextMail: false })
  })

  it('answers 404 for an unknown e-mail and 400 for a malformed id', async () => {
    expect((await call(ctx, 'GET', '/apps/email/get-email?id=9999')).status).toBe(404)
    expect((await call(ctx, 'GET', '/apps/email/get-email?id=abc')).status).toBe(400)
    expect((await call(ctx, 'GET', '/apps/email/get-email')).status).toBe(400)
  })

  it('pages to the neighbouring e-mail in list order, or 404 at the ends', async () => {
    const ids = await inboxIds()
    const next = await call(ctx, 'GET', `/apps/email/paginate-email?dir=next&emailId=${ids[0]}`)
    expect(next.status).toBe(200)
    expect(next.body.id).toBe(ids[1])
    expect(next.body.hasPreviousMail).toBe(true)
    const previous = await call(ctx, 'GET', `/apps/email/paginate-email?dir=previous&emailId=${ids[1]}`)
    expect(previous.body.id).toBe(ids[0])
    expect((await call(ctx, 'GET', `/apps/email/paginate-email?dir=previous&emailId=${ids[0]}`)).status).toBe(404)
    expect((await call(ctx, 'GET', `/apps/email/paginate-email?dir=next&emailId=${ids.at(-1)}`)).status).toBe(404)
    expect((await call(ctx, 'GET', '/apps/email/paginate-email?dir=next&emailId=9999')).status).toBe(404)
    expect((await call(ctx, 'GET', `/apps/email/paginate-email?dir=sideways&emailId=${ids[0]}`)).status).toBe(400)
  })
})
