import { FolderInput, MailOpen, Mail, Tag, Trash2 } from 'lucide-react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import type { EmailFolder, EmailLabel } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { LABELS, toggleEmailLabel, updateEmails, type MailboxView } from './email-api'

const MOVE_TO: { id: EmailFolder; title: string }[] = [
  { id: 'inbox', title: 'Inbox' },
  { id: 'spam', title: 'Spam' },
  { id: 'draft', title: 'Draft' },
]

/** What can be done to the selected e-mails at once; `ids` may be one e-mail (the open one). */
export function EmailBulkActions({ ids, view, onDone, onMoved, className }: {
  ids: number[]
  view?: MailboxView
  onDone?: () => void
  /** After the e-mails left this folder (moved or trashed). */
  onMoved?: () => void
  className?: string
}) {
  const disabled = ids.length === 0
  const run = async (action: () => Promise<unknown>, message: string, moved = false) => {
    try {
      await action()
      toast.success(message)
      onDone?.()
      if (moved) onMoved?.()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The e-mail could not be changed')
    }
  }
  const n = ids.length === 1 ? 'E-mail' : `${ids.length} e-mails`
  const inTrash = view?.folder === 'trash'
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      <Button variant="ghost" size="icon" aria-label="Mark as read" title="Mark as read" disabled={disabled} onClick={() => void run(() => updateEmails(ids, { isRead: true }), `${n} marked as read`)}>
        <MailOpen size={18} aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label="Mark as unread" title="Mark as unread" disabled={disabled} onClick={() => void run(() => updateEmails(ids, { isRead: false }), `${n} marked as unread`)}>
        <Mail size={18} aria-hidden />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Move to folder" title="Move to folder" disabled={disabled}>
            <FolderInput size={18} aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {MOVE_TO.map((folder) => (
            <DropdownMenuItem key={folder.id} onSelect={() => void run(() => updateEmails(ids, { folder: folder.id, isDeleted: false }), `${n} moved to ${folder.title}`, true)}>
              {folder.title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Toggle label" title="Toggle label" disabled={disabled}>
            <Tag size={18} aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {LABELS.map((label) => (
            <DropdownMenuItem key={label.id} onSelect={() => void run(() => toggleEmailLabel(ids, label.id as EmailLabel), `Label ${label.title} toggled`)}>
              <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', label.dot)} /> {label.title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {inTrash ? null : (
        <Button variant="ghost" size="icon" aria-label="Move to trash" title="Move to trash" disabled={disabled} onClick={() => void run(() => updateEmails(ids, { folder: 'trash' }), `${n} moved to the trash`, true)}>
          <Trash2 size={18} aria-hidden />
        </Button>
      )}
    </div>
  )
}
