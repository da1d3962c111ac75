import { Mail, Pencil, Send, ShieldAlert, Star, Trash2, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { FOLDERS, LABELS, type EmailsAnswer, type MailboxView } from './email-api'

const ICONS = { inbox: Mail, sent: Send, draft: FileText, starred: Star, spam: ShieldAlert, trash: Trash2 }

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-soft-foreground hover:bg-accent'
const activeClass = 'bg-primary-soft/50 font-semibold text-primary-soft-foreground'

export function EmailSidebar({ view, meta, onChoose, onCompose }: {
  view: MailboxView
  meta: EmailsAnswer['emailsMeta'] | undefined
  onChoose: (view: MailboxView) => void
  onCompose: () => void
}) {
  return (
    <div className="p-4">
      <Button className="w-full" onClick={onCompose}>
        <Pencil size={16} aria-hidden /> Compose
      </Button>
      <nav aria-label="Mail folders" className="mt-5">
        <ul className="space-y-0.5">
          {FOLDERS.map((folder) => {
            const Icon = ICONS[folder.id]
            const count = folder.id === 'inbox' || folder.id === 'draft' || folder.id === 'spam' ? meta?.[folder.id] : undefined
            const active = view.folder === folder.id
            return (
              <li key={folder.id}>
                <button type="button" className={cn(itemClass, active && activeClass)} aria-current={active ? 'page' : undefined} onClick={() => onChoose({ folder: folder.id })}>
                  <Icon size={16} aria-hidden />
                  <span className="flex-1 text-left">{folder.title}</span>
                  {count ? <Badge variant={folder.id === 'inbox' ? 'default' : folder.id === 'spam' ? 'danger' : 'warning'} aria-label={`${count} unread`}>{count}</Badge> : null}
                </button>
              </li>
            )
          })}
        </ul>
        <h2 className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Labels</h2>
        <ul className="space-y-0.5">
          {LABELS.map((label) => {
            const active = view.label === label.id
            return (
              <li key={label.id}>
                <button type="button" className={cn(itemClass, active && activeClass)} aria-current={active ? 'page' : undefined} onClick={() => onChoose({ label: label.id })}>
                  <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', label.dot)} />
                  {label.title}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
