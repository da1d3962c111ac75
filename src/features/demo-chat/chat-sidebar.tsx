import { Search } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import type { ChatContact } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/demo-format'
import { filterContacts, type ChatsAndContacts } from './chat-api'

const STATUS_DOT: Record<ChatContact['status'], string> = { online: 'bg-emerald-500', busy: 'bg-red-500', away: 'bg-amber-500', offline: 'bg-slate-400' }

function Person({ contact, active, onOpen, detail, unseen, time }: { contact: ChatContact; active: boolean; onOpen: () => void; detail: string; unseen?: number; time?: string }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className={cn('flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-accent', active && 'bg-brand-700 text-white hover:bg-brand-700')}
      >
        <span className="relative">
          <Avatar name={contact.fullName} />
          <span aria-label={contact.status} className={cn('absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-card', STATUS_DOT[contact.status])} />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate font-medium', active ? 'text-white' : 'text-foreground')}>{contact.fullName}</span>
          <span className={cn('block truncate text-sm', active ? 'text-brand-100' : 'text-muted-foreground')}>{detail}</span>
        </span>
        <span className="flex flex-col items-end gap-1">
          {time ? <span className={cn('text-xs', active ? 'text-brand-100' : 'text-muted-foreground')}>{formatDate(time, 'HH:mm')}</span> : null}
          {unseen ? <Badge variant="danger" aria-label={`${unseen} unseen messages`}>{unseen}</Badge> : null}
        </span>
      </button>
    </li>
  )
}

export function ChatSidebar({ data, error, activeId, onOpen }: { data: ChatsAndContacts | undefined; error: string | null; activeId: number | null; onOpen: (id: number) => void }) {
  const [query, setQuery] = useState('')
  if (error) return <p role="alert" className="p-4 text-red-600">{error}</p>
  if (!data) return <Spinner label="Loading chats…" />
  const chats = filterContacts(data.chatsContacts, query)
  const contacts = filterContacts(data.contacts, query)
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-border p-3">
        <Avatar name={data.profileUser.fullName} />
        <div className="relative flex-1">
          <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <Input type="search" aria-label="Search chats and contacts" placeholder="Search…" value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
        </div>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        <h2 className="px-3 py-2 text-sm font-semibold text-primary">Chats</h2>
        <ul aria-label="Chats">
          {chats.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">No chats found</li> : null}
          {chats.map((item) => (
            <Person key={item.id} contact={item} active={item.id === activeId} onOpen={() => onOpen(item.id)} detail={item.chat.lastMessage?.message ?? item.about} unseen={item.chat.unseenMsgs} time={item.chat.lastMessage?.time} />
          ))}
        </ul>
        <h2 className="mt-3 px-3 py-2 text-sm font-semibold text-primary">Contacts</h2>
        <ul aria-label="Contacts">
          {contacts.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">No contacts found</li> : null}
          {contacts.map((contact) => (
            <Person key={contact.id} contact={contact} active={contact.id === activeId} onOpen={() => onOpen(contact.id)} detail={contact.about} />
          ))}
        </ul>
      </div>
    </div>
  )
}
