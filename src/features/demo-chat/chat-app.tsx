import { useEffect, useState } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useChatsAndContacts, useConversation } from './chat-api'
import { ChatConversation } from './chat-conversation'
import { ChatSidebar } from './chat-sidebar'

/** Chats and contacts on the left, the open conversation on the right. */
export function ChatApp() {
  const list = useChatsAndContacts()
  const [contactId, setContactId] = useState<number | null>(null)
  const conversation = useConversation(contactId)
  const { reload } = list
  const openedChat = conversation.data?.contact.id
  // The worker marks a conversation seen when it is opened; read the list again for the counts.
  useEffect(() => {
    if (openedChat !== undefined) reload()
  }, [openedChat, reload])

  return (
    <>
      <h1 className="sr-only">Chat</h1>
      <Card className="flex h-[calc(100dvh-10rem)] min-h-[480px] overflow-hidden p-0">
        <div className={cn('w-full shrink-0 border-r border-border md:w-80', contactId === null ? 'block' : 'hidden md:block')}>
          <ChatSidebar data={list.data} error={list.error} activeId={contactId} onOpen={setContactId} />
        </div>
        <div className={cn('min-w-0 flex-1', contactId === null ? 'hidden md:flex' : 'flex')}>
          <ChatConversation
            contactId={contactId}
            data={conversation.data}
            profileId={list.data?.profileUser.id}
            profileName={list.data?.profileUser.fullName ?? 'Me'}
            onBack={() => setContactId(null)}
          />
        </div>
      </Card>
    </>
  )
}
