import { ArrowLeft, ChevronLeft, ChevronRight, Paperclip, Star } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from '@/lib/notify'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { EmailReply } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/demo-format'
import { neighbourEmail, updateEmails, useEmail } from './email-api'
import { EmailBulkActions } from './email-bulk-actions'
import { emailParagraphs } from './email-text'

function Message({ mail }: { mail: EmailReply }) {
  return (
    <article className="rounded-xl p-4 ring-1 ring-border">
      <header className="flex items-start gap-3">
        <Avatar name={mail.from.name} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-foreground">{mail.from.name}</p>
          <p className="truncate text-sm text-muted-foreground">{mail.from.email} → {mail.to.map((t) => t.email).join(', ')}</p>
        </div>
        <time className="text-xs text-muted-foreground" dateTime={mail.time}>{formatDateTime(mail.time)}</time>
      </header>
      <div className="mt-4 space-y-3 text-sm leading-relaxed text-soft-foreground">
        {emailParagraphs(mail.message).map((p, i) => <p key={i}>{p}</p>)}
      </div>
      {mail.attachments.length ? (
        <ul aria-label="Attachments" className="mt-4 flex flex-wrap gap-2 border-t border-border pt-3">
          {mail.attachments.map((a) => (
            <li key={a.fileName} className="flex items-center gap-1.5 rounded-lg bg-muted px-2.5 py-1 text-xs text-soft-foreground">
              <Paperclip size={12} aria-hidden /> {a.fileName} <span className="text-slate-500">({a.size})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** One e-mail with its replies; opening it marks it read. */
export function EmailDetail({ id, onBack, onOpen }: { id: number; onBack: () => void; onOpen: (id: number) => void }) {
  const { data: email, error } = useEmail(id)
  const markedRead = useRef<number | null>(null)
  useEffect(() => {
    if (email && email.id === id && !email.isRead && markedRead.current !== id) {
      markedRead.current = id
      void updateEmails([id], { isRead: true })
    }
  }, [email, id])

  const go = async (dir: 'previous' | 'next') => {
    const next = await neighbourEmail(id, dir)
    if (next) onOpen(next.id)
    else toast.message(`No ${dir} e-mail`)
  }
  const star = () => email && void updateEmails([email.id], { isStarred: !email.isStarred })

  if (error) return <p role="alert" className="p-6 text-red-600">{error}</p>
  if (!email || email.id !== id) return <Spinner label="Opening e-mail…" />
  return (
    <section aria-label="Open e-mail" className="flex flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-border p-3">
        <Button variant="ghost" size="icon" aria-label="Back to the list" onClick={onBack}><ArrowLeft size={18} aria-hidden /></Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold text-foreground">{email.subject}</h2>
        <Button variant="ghost" size="icon" aria-pressed={email.isStarred} aria-label={email.isStarred ? 'Unstar' : 'Star'} onClick={star}>
          <Star size={18} aria-hidden className={cn(email.isStarred && 'fill-amber-400 text-amber-500')} />
        </Button>
        <EmailBulkActions ids={[email.id]} view={{ folder: email.folder }} onMoved={onBack} />
        <Button variant="ghost" size="icon" aria-label="Previous e-mail" disabled={!email.hasPreviousMail} onClick={() => void go('previous')}><ChevronLeft size={18} aria-hidden /></Button>
        <Button variant="ghost" size="icon" aria-label="Next e-mail" disabled={!email.hasNextMail} onClick={() => void go('next')}><ChevronRight size={18} aria-hidden /></Button>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto bg-background/50 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{email.folder}</Badge>
          {email.labels.map((label) => <Badge key={label}>{label}</Badge>)}
        </div>
        {[...email.replies].reverse().map((reply) => <Message key={reply.id} mail={reply} />)}
        <Message mail={email} />
      </div>
    </section>
  )
}
