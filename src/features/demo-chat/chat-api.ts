import type { Chat, ChatContact, ChatMessage } from '@/db/demo-schema'
import { demoSend, useDemoQuery } from '@/lib/demo-query'

export interface ProfileUser {
  id: number
  avatar: string
  fullName: string
  role: string
  about: string
  status: ChatContact['status']
}

export type ChatListItem = ChatContact & { chat: { id: number; unseenMsgs: number; lastMessage?: ChatMessage } }

export interface ChatsAndContacts {
  chatsContacts: ChatListItem[]
  contacts: ChatContact[]
  profileUser: ProfileUser
}

export function useChatsAndContacts() {
  return useDemoQuery<ChatsAndContacts>('/apps/chat/chats-and-contacts')
}

/** Opening a conversation marks its messages as seen. */
export function useConversation(contactId: number | null) {
  return useDemoQuery<{ chat: Chat | null; contact: ChatContact }>(contactId === null ? null : `/apps/chat/chats/${contactId}`)
}

export function sendMessage(contactId: number, message: string) {
  return demoSend<{ newMessageData: ChatMessage; id: number; chat: Chat }>('/apps/chat/chats/send-msg', 'POST', { obj: { contact: { id: contactId }, message } })
}

/** Contacts whose name or role contains the query. */
export function filterContacts<T extends { fullName: string; role: string }>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase()
  return q ? items.filter((item) => item.fullName.toLowerCase().includes(q) || item.role.toLowerCase().includes(q)) : [...items]
}
