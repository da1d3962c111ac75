import { Menu, Search } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { ComposeDialog } from './compose-dialog'
import { mailboxTitle, useEmails, type MailboxView } from './email-api'
import { EmailDetail } from './email-detail'
import { EmailList } from './email-list'
import { EmailSidebar } from './email-sidebar'

/** The e-mail app: folders and labels, a searchable list, the message view and compose. */
export function EmailApp() {
  const [view, setView] = useState<MailboxView>({ folder: 'inbox' })
  const [q, setQ] = useState('')
  const [openId, setOpenId] = useState<number | null>(null)
  const [composing, setComposing] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const { data, emails, error, loading } = useEmails(view, q)

  const choose = (next: MailboxView) => {
    setView(next)
    setOpenId(null)
    setMenuOpen(false)
  }

  return (
    <>
      <h1 className="sr-only">Email</h1>
      <Card className="flex min-h-[70vh] overflow-hidden p-0">
        <div className={cn('w-full shrink-0 border-r border-border md:w-60', menuOpen ? 'block' : 'hidden md:block')}>
          <EmailSidebar view={view} meta={data?.emailsMeta} onChoose={choose} onCompose={() => setComposing(true)} />
        </div>
        <div className={cn('min-w-0 flex-1 flex-col', menuOpen ? 'hidden md:flex' : 'flex')}>
          {openId === null ? (
            <>
              <div className="flex items-center gap-2 border-b border-border p-3">
                {/* On phones the folders are behind this button, so it names the one open. */}
                <Button variant="ghost" className="max-w-32 shrink-0 px-2 md:hidden" aria-label={`Folders: ${mailboxTitle(view)}`} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
                  <Menu size={18} aria-hidden />
                  <span className="truncate">{mailboxTitle(view)}</span>
                </Button>
                <div className="relative flex-1">
                  <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
                  <Input type="search" aria-label="Search e-mail" placeholder="Search by sender or subject" value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" />
                </div>
              </div>
              <EmailList emails={emails} loading={loading} error={error} view={view} onOpen={setOpenId} />
            </>
          ) : (
            <EmailDetail id={openId} onBack={() => setOpenId(null)} onOpen={setOpenId} />
          )}
        </div>
      </Card>
      <ComposeDialog open={composing} onOpenChange={setComposing} />
    </>
  )
}
