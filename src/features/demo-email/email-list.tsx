import { Star } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { Avatar } from '@/components/ui/avatar'
import { Checkbox } from '@/components/ui/checkbox'
import { Spinner } from '@/components/ui/spinner'
import type { Email } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/demo-format'
import { LABELS, updateEmails, type MailboxView } from './email-api'
import { EmailBulkActions } from './email-bulk-actions'
import { emailExcerpt } from './email-text'

export function EmailList({ emails, loading, error, view, onOpen }: {
  emails: Email[] | undefined
  loading: boolean
  error: string | null
  view: MailboxView
  onOpen: (id: number) => void
}) {
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const ids = emails?.map((e) => e.id) ?? []
  const chosen = ids.filter((id) => selected.has(id))
  const all = ids.length > 0 && chosen.length === ids.length

  const star = async (email: Email) => {
    try {
      await updateEmails([email.id], { isStarred: !email.isStarred })
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Could not star the e-mail')
    }
  }

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4 py-2">
        <Checkbox aria-label="Select all e-mails" checked={all ? true : chosen.length ? 'indeterminate' : false} onCheckedChange={(on) => setSelected(on === true ? new Set(ids) : new Set())} />
        <EmailBulkActions ids={chosen} view={view} onDone={() => setSelected(new Set())} />
      </div>
      {error ? <p role="alert" className="p-4 text-sm text-red-600">{error}</p> : null}
      {!emails && loading ? <Spinner label="Loading e-mail…" /> : null}
      {emails?.length === 0 ? <p className="p-8 text-center text-muted-foreground">No e-mail here.</p> : null}
      <ul aria-label="E-mails" aria-busy={loading} className="divide-y divide-border overflow-y-auto">
        {emails?.map((email) => (
          <li key={email.id} className={cn('relative flex items-start gap-3 px-4 py-3 hover:bg-muted/50', !email.isRead && 'bg-card', email.isRead && 'bg-background/50')}>
            <Checkbox className="relative z-10 mt-1" aria-label={`Select ${email.subject}`} checked={selected.has(email.id)} onCheckedChange={(on) => toggle(email.id, on === true)} />
            <button type="button" aria-pressed={email.isStarred} aria-label={email.isStarred ? `Unstar ${email.subject}` : `Star ${email.subject}`} onClick={() => void star(email)} className="relative z-10 mt-0.5 rounded p-0.5 text-muted-foreground hover:text-amber-500">
              <Star size={18} aria-hidden className={cn(email.isStarred && 'fill-amber-400 text-amber-500')} />
            </button>
            <Avatar name={email.from.name} size="sm" className="hidden sm:inline-flex" />
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline justify-between gap-2">
                <span className={cn('truncate text-sm text-foreground', !email.isRead && 'font-bold')}>{email.from.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatDate(email.time, 'dd MMM, HH:mm')}</span>
              </p>
              {/* Shows the subject, its name starts with it; it stretches over the row, so the whole row opens the e-mail. */}
              <button type="button" onClick={() => onOpen(email.id)} aria-label={`${email.isRead ? '' : 'Unread: '}${email.subject} from ${email.from.name}`} className={cn('block w-full truncate text-left text-sm text-foreground after:absolute after:inset-0', !email.isRead && 'font-semibold')}>
                {email.subject}
              </button>
              <p className="flex items-center gap-2">
                <span className="truncate text-sm text-muted-foreground">{emailExcerpt(email.message)}</span>
                {email.labels.map((label) => (
                  <span key={label} role="img" title={label} aria-label={`Label ${label}`} className={cn('h-2 w-2 shrink-0 rounded-full', LABELS.find((l) => l.id === label)?.dot)} />
                ))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
