import * as z from 'zod/mini'
import type { Email } from '../../src/db/demo-schema'
import { matchesQuery } from './list'
import { idListSchema, parseWith, queryOf, readJson, textParam, toId } from './request'
import { badRequest, defineRoute, json, notFound, type DemoRoute } from './route'

// An e-mail is in the trash when it was moved there or flagged deleted; either way it leaves
// every other folder and label view.
const isTrashed = (email: Email) => email.folder === 'trash' || email.isDeleted

interface View {
  folder: string
  label: string
}

function inView(email: Email, { folder, label }: View): boolean {
  if (label) return email.labels.includes(label) && !isTrashed(email)
  if (folder === 'trash') return isTrashed(email)
  if (folder === 'starred') return email.isStarred && !isTrashed(email)
  return email.folder === folder && !isTrashed(email)
}

const newestFirst = (a: Email, b: Email) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id

function listView(all: Email[], view: View, q = ''): Email[] {
  return all
    .filter((email) => inView(email, view) && matchesQuery(q, email.from.name, email.subject))
    .sort(newestFirst)
}

/** The e-mail with its neighbours flagged, within its own folder in list order. */
function withNeighbours(all: Email[], email: Email) {
  const list = listView(all, { folder: isTrashed(email) ? 'trash' : email.folder, label: '' })
  const index = list.findIndex((item) => item.id === email.id)
  return { list, index, email: { ...email, hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 } }
}

const folder = z.string().check(z.trim(), z.minLength(1, 'must not be empty'))
const label = z.string().check(z.trim(), z.minLength(1, 'must not be empty'))

// An update applies the given fields (§4), whichever they are; folders and labels are open sets
// (§3: "inbox, draft, spam, trash and others"). The fields the pages rely on keep their types, the
// id is the e-mail's identity and the neighbour flags are worked out per answer, never stored.
const updatableFields = z.looseObject({
  folder: z.optional(folder),
  isRead: z.optional(z.boolean()),
  isStarred: z.optional(z.boolean()),
  isDeleted: z.optional(z.boolean()),
  labels: z.optional(z.array(label)),
  subject: z.optional(z.string()),
  message: z.optional(z.string()),
  time: z.optional(z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date'))),
})
const FIXED_FIELDS = ['id', 'hasPreviousMail', 'hasNextMail']

const updateEmailsBody = z.object({ emailIds: idListSchema, dataToUpdate: updatableFields })
const updateLabelBody = z.object({ emailIds: idListSchema, label })

export const emailRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/email/emails', async (req, _params, { db }) => {
    const query = queryOf(req)
    const view = { folder: textParam(query, 'folder', 'inbox'), label: textParam(query, 'label') }
    const all = await db.emails.toArray()
    const unread = (folder: string) =>
      all.filter((email) => email.folder === folder && !email.isRead && !isTrashed(email)).length
    return json(200, {
      emails: listView(all, view, textParam(query, 'q')),
      emailsMeta: { inbox: unread('inbox'), draft: unread('draft'), spam: unread('spam') },
    })
  }),

  defineRoute('POST', '/apps/email/update-emails', async (req, _params, { db }) => {
    const { emailIds, dataToUpdate } = parseWith(updateEmailsBody, await readJson(req))
    const fixed = FIXED_FIELDS.find((field) => field in dataToUpdate)
    if (fixed) throw badRequest(`dataToUpdate: ${fixed} cannot be changed`)
    if (Object.keys(dataToUpdate).length === 0) throw badRequest('dataToUpdate has no field to update')
    const emails = await db.transaction('rw', db.emails, async () => {
      // Merged as plain fields: a name with a dot is a field of its own, not a path into one.
      const found = (await db.emails.bulkGet(emailIds)).filter((email) => email !== undefined)
      const updated = found.map((email): Email => ({ ...email, ...dataToUpdate }))
      await db.emails.bulkPut(updated)
      return updated
    })
    return json(200, { emails })
  }),

  defineRoute('POST', '/apps/email/update-emails-label', async (req, _params, { db }) => {
    const { emailIds, label } = parseWith(updateLabelBody, await readJson(req))
    const emails = await db.transaction('rw', db.emails, async () => {
      const found = (await db.emails.bulkGet(emailIds)).filter((email) => email !== undefined)
      const toggled = found.map((email) => ({
        ...email,
        labels: email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label],
      }))
      await db.emails.bulkPut(toggled)
      return toggled
    })
    return json(200, { emails })
  }),

  defineRoute('GET', '/apps/email/get-email', async (req, _params, { db }) => {
    const raw = queryOf(req).get('id')
    if (raw === null) throw badRequest('id is required')
    const id = toId(raw)
    const all = await db.emails.toArray()
    const email = all.find((item) => item.id === id)
    if (!email) throw notFound(`E-mail ${id} not found`)
    return json(200, withNeighbours(all, email).email)
  }),

  defineRoute('GET', '/apps/email/paginate-email', async (req, _params, { db }) => {
    const query = queryOf(req)
    const dir = query.get('dir')
    if (dir !== 'previous' && dir !== 'next') throw badRequest('dir must be previous or next')
    const raw = query.get('emailId')
    if (raw === null) throw badRequest('emailId is required')
    const id = toId(raw, 'emailId')
    const all = await db.emails.toArray()
    const email = all.find((item) => item.id === id)
    if (!email) throw notFound(`E-mail ${id} not found`)
    const { list, index } = withNeighbours(all, email)
    const neighbour = list[dir === 'previous' ? index - 1 : index + 1]
    if (!neighbour) throw notFound(`No ${dir} e-mail`)
    return json(200, withNeighbours(all, neighbour).email)
  }),
]
