import { ArrowLeft, Check, CheckCheck, MessageSquare, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import type { Chat, ChatContact } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/demo-format'
import { sendMessage } from './chat-api'

export function ChatConversation({ contactId, data, profileId, profileName, onBack }: {
  contactId: number | null
  data: { chat: Chat | null; contact: ChatContact } | undefined
  profileId: number | undefined
  profileName: string
  onBack: () => void
}) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const end = useRef<HTMLDivElement>(null)
  const messages = data?.contact.id === contactId ? (data?.chat?.chat ?? []) : []
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, contactId])

  if (contactId === null) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
        <MessageSquare size={48} aria-hidden />
        <p>Choose a chat or a contact to start a conversation.</p>
      </div>
    )
  }
  if (!data || data.contact.id !== contactId) return <Spinner label="Opening chat…" className="flex-1" />
  const { contact } = data

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const message = text.trim()
    if (!message) return
    setSending(true)
    try {
      await sendMessage(contact.id, message)
      setText('')
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The message was not sent')
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Back to chats" onClick={onBack}><ArrowLeft size={18} aria-hidden /></Button>
        <Avatar name={contact.fullName} />
        <div>
          <h2 className="font-semibold text-foreground">{contact.fullName}</h2>
          <p className="text-sm text-muted-foreground">{contact.role} · {contact.status}</p>
        </div>
      </header>
      <div role="log" aria-label={`Conversation with ${contact.fullName}`} className="flex-1 space-y-3 overflow-y-auto bg-background/50 p-4">
        {messages.length === 0 ? <p className="text-center text-sm text-slate-500">No messages yet. Say hello!</p> : null}
        {messages.map((m, i) => {
          const mine = m.senderId === profileId
          // The other person's bubble is raised like a secondary button: white in light, lighter than the pane in dark.
          return (
            <div key={`${m.time}-${i}`} className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')}>
              <div className={cn('max-w-[75%] rounded-2xl px-4 py-2 text-sm shadow-sm', mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-foreground dark:bg-slate-800')}>
                <p className="sr-only">{mine ? profileName : contact.fullName}:</p>
                <p>{m.message}</p>
                <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-brand-100' : 'text-muted-foreground')}>
                  {formatDate(m.time, 'dd MMM HH:mm')}
                  {mine ? m.feedback.isSeen ? <CheckCheck size={12} aria-label="Seen" /> : <Check size={12} aria-label="Sent" /> : null}
                </p>
              </div>
            </div>
          )
        })}
        <div ref={end} />
      </div>
      <form onSubmit={(e) => void submit(e)} className="flex gap-2 border-t border-border p-3">
        <Input aria-label="Message" placeholder="Type your message" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" disabled={sending || !text.trim()}><Send size={16} aria-hidden /> Send</Button>
      </form>
    </div>
  )
}
