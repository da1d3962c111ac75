import * as z from 'zod/mini'
import type { AppDB } from '../../src/db/db'
import type { Chat, ChatContact, ChatMessage } from '../../src/db/demo-schema'
import { DOC } from '../../seed/demo/doc-keys'
import { nextId, readDoc } from './list'
import { idSchema, isRecord, parseWith, readJson, toId } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

interface ProfileUser {
  id: number
}

const lastMessage = (chat: Chat): ChatMessage | undefined => chat.chat[chat.chat.length - 1]
const lastTime = (chat: Chat) => Date.parse(lastMessage(chat)?.time ?? '') || 0

// The chat page posts `{ obj: { contact, message } }`; `{ contactId, message }` works too.
const sendBody = z
  .pipe(
    z.object({
      message: z.string().check(z.trim(), z.minLength(1)),
      contactId: z.optional(idSchema),
      contact: z.optional(z.object({ id: idSchema })),
    }),
    z.transform(({ message, contactId, contact }) => ({ message, contactId: contactId ?? contact?.id })),
  )
  .check(z.refine((body) => body.contactId !== undefined, { message: 'contactId is required', path: ['contactId'] }))

async function requireContact(db: AppDB, id: number): Promise<ChatContact> {
  const contact = await db.chatContacts.get(id)
  if (!contact) throw notFound(`Contact ${id} not found`)
  return contact
}

export const chatRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/chat/chats-and-contacts', async (_req, _params, { db }) => {
    const [contacts, chats, profileUser] = await Promise.all([
      db.chatContacts.orderBy('id').toArray(),
      db.chats.toArray(),
      readDoc(db, DOC.chatProfileUser),
    ])
    const byId = new Map(contacts.map((contact) => [contact.id, contact]))
    const chatsContacts = [...chats]
      .sort((a, b) => lastTime(b) - lastTime(a))
      .flatMap((chat) => {
        const contact = byId.get(chat.userId)
        if (!contact) return []
        return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: lastMessage(chat) } }]
      })
    const inChat = new Set(chats.map((chat) => chat.userId))
    return json(200, { chatsContacts, contacts: contacts.filter((contact) => !inChat.has(contact.id)), profileUser })
  }),

  defineRoute('GET', '/apps/chat/users/profile-user', async (_req, _params, { db }) =>
    json(200, await readDoc(db, DOC.chatProfileUser)),
  ),

  // `id` is the contact's id; opening a chat marks its messages as seen.
  defineRoute('GET', '/apps/chat/chats/:id', async (_req, params, { db }) => {
    const contactId = toId(params.id)
    const result = await db.transaction('rw', db.chats, db.chatContacts, async () => {
      const contact = await requireContact(db, contactId)
      const chat = await db.chats.where('userId').equals(contactId).first()
      if (!chat) return { chat: null, contact }
      const seen = { ...chat, unseenMsgs: 0 }
      await db.chats.put(seen)
      return { chat: seen, contact }
    })
    return json(200, result)
  }),

  defineRoute('POST', '/apps/chat/chats/send-msg', async (req, _params, { db, now }) => {
    const body = await readJson(req)
    const { message, contactId } = parseWith(sendBody, isRecord(body) && isRecord(body.obj) ? body.obj : body)
    const id = contactId as number
    const profile = await readDoc<ProfileUser>(db, DOC.chatProfileUser)
    const result = await db.transaction('rw', db.chats, db.chatContacts, async () => {
      await requireContact(db, id)
      const newMessageData: ChatMessage = {
        message,
        time: now().toISOString(),
        senderId: profile.id,
        feedback: { isSent: true, isDelivered: false, isSeen: false },
      }
      const existing = await db.chats.where('userId').equals(id).first()
      const chat: Chat = existing
        ? { ...existing, chat: [...existing.chat, newMessageData] }
        : { id: nextId(await db.chats.toArray()), userId: id, unseenMsgs: 0, chat: [newMessageData] }
      await db.chats.put(chat)
      return { newMessageData, id, chat }
    })
    return json(200, result)
  }),
]
