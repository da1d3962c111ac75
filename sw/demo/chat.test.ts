import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoContext } from './route'
import { call, seededContext, TEST_NOW } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('chat', () => {
  it('lists chats (latest first) apart from contacts without a chat, with the profile user', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/chat/chats-and-contacts')
    expect(status).toBe(200)
    const chatIds = body.chatsContacts.map((c: { id: number }) => c.id)
    const contactIds = body.contacts.map((c: { id: number }) => c.id)
    expect(chatIds.length).toBe(5)
    expect(chatIds.filter((id: number) => contactIds.includes(id))).toEqual([])
    expect(chatIds.length + contactIds.length).toBe(10)
    const times = body.chatsContacts.map((c: { chat: { lastMessage: { time: string } } }) => Date.parse(c.chat.lastMessage.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(body.profileUser.fullName).toBe('Alex Morgan')
  })

  it('serves the profile user', async () => {
    const { body } = await call(ctx, 'GET', '/apps/chat/users/profile-user')
    expect(body).toMatchObject({ id: 11, fullName: 'Alex Morgan' })
  })

  it('opens a chat by contact id and marks it seen', async () => {
    const before = await ctx.db.chats.where('userId').equals(3).first()
    expect(before?.unseenMsgs).toBe(2)
    const { status, body } = await call(ctx, 'GET', '/apps/chat/chats/3')
    expect(status).toBe(200)
    expect(body.contact.id).toBe(3)
    expect(body.chat.chat.length).toBeGreaterThan(0)
    expect((await ctx.db.chats.where('userId').equals(3).first())?.unseenMsgs).toBe(0)
    const noChat = await call(ctx, 'GET', '/apps/chat/chats/9')
    expect(noChat.body).toMatchObject({ chat: null, contact: { id: 9 } })
    expect((await call(ctx, 'GET', '/apps/chat/chats/99')).status).toBe(404)
    expect((await call(ctx, 'GET', '/apps/chat/chats/abc')).status).toBe(400)
  })

  it('sends a message to an existing chat and starts a new one', async () => {
    const sent = await call(ctx, 'POST', '/apps/chat/chats/send-msg', { obj: { contact: { id: 1 }, message: 'See you at the studio' } })
    expect(sent.status).toBe(200)
    expect(sent.body.newMessageData).toMatchObject({ message: 'See you at the studio', senderId: 11, time: TEST_NOW.toISOString() })
    expect(sent.body.chat.chat.at(-1).message).toBe('See you at the studio')
    const fresh = await call(ctx, 'POST', '/apps/chat/chats/send-msg', { contactId: 10, message: 'Hello!' })
    expect(fresh.body.chat).toMatchObject({ userId: 10, id: 6 })
    expect(await ctx.db.chats.count()).toBe(6)
    const list = await call(ctx, 'GET', '/apps/chat/chats-and-contacts')
    expect(list.body.chatsContacts[0].id).toBe(1)
  })

  it('rejects an empty message or a missing contact without writing', async () => {
    expect((await call(ctx, 'POST', '/apps/chat/chats/send-msg', { contactId: 1, message: ' ' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/chat/chats/send-msg', { message: 'hi' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/chat/chats/send-msg', { contactId: 42, message: 'hi' })).status).toBe(404)
    expect(await ctx.db.chats.count()).toBe(5)
  })
})
