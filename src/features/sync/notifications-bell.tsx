import { useNavigate } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { formatDateTime } from '@/lib/portal/format'
import { markAllRead, markRead } from './actions'
import { useNotifications } from './notification-hooks'

const SHOWN = 8

/** The navbar's bell: unread count, the latest notifications, and marking them read (offline too). */
export default function NotificationsBell() {
  const list = useNotifications()
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const unread = list?.unread ?? 0
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications'
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell aria-hidden size={20} />
          {unread ? (
            <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby="notifications-title" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <h2 id="notifications-title" className="text-sm font-semibold text-foreground">Notifications</h2>
          {unread ? (
            <Button variant="link" size="sm" onClick={() => void markAllRead()}>
              Mark all read
            </Button>
          ) : null}
        </div>
        {!list ? (
          <p className="px-4 py-6 text-muted-foreground">Loading…</p>
        ) : list.items.length === 0 ? (
          <p className="px-4 py-6 text-muted-foreground">Nothing yet. News about your sounds, slots and payments appears here.</p>
        ) : (
          <ul className="max-h-96 divide-y divide-border overflow-y-auto">
            {list.items.slice(0, SHOWN).map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => void markRead(n.read ? [] : [n.id])}
                  className="block w-full px-4 py-3 text-left hover:bg-accent focus-visible:bg-accent"
                >
                  <span className="flex items-start gap-2">
                    {n.read ? null : <span aria-label="Unread" role="img" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />}
                    <span className="min-w-0">
                      <span className="block font-medium text-foreground">{n.title}</span>
                      <span className="block text-muted-foreground">{n.message}</span>
                      <span className="mt-1 block text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</span>
                    </span>
                  </span>
                </button>
                <NotificationLink
                  data={n.data}
                  onFollow={(href) => {
                    setOpen(false)
                    void markRead(n.read ? [] : [n.id])
                    void navigate({ href })
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  )
}

/** The one thing a notification asks the user to do, as a link into the app (e.g. change the password). */
function NotificationLink({ data, onFollow }: { data: unknown; onFollow: (href: string) => void }) {
  const link = linkOf(data)
  if (!link) return null
  return (
    <a
      href={link.href}
      onClick={(e) => {
        e.preventDefault()
        onFollow(link.href)
      }}
      className="-mt-1 mr-4 mb-3 ml-8 inline-block font-medium text-brand-700 underline underline-offset-2"
    >
      {link.text}
    </a>
  )
}

/** A notification's link into the app (`data.link`, a path here, and `data.linkText`), if it has one. */
function linkOf(data: unknown): { href: string; text: string } | null {
  if (!data || typeof data !== 'object') return null
  const { link, linkText } = data as { link?: unknown; linkText?: unknown }
  // Only a path of this app: a notification never sends anyone elsewhere.
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || typeof linkText !== 'string') return null
  return { href: link, text: linkText }
}
