import { Link } from '@tanstack/react-router'
import { Copy, Music, Share2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { AudioPlayer } from '@/components/ui/audio-player'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/notify'
import { formatMoney } from '@/lib/portal/format'
import { useOnline } from '@/lib/use-online'
import { canShare, copyText, shareLink } from './actions'
import type { QueuedWrite, Sound } from './hooks'

/** The sound's audio; a clear word when it cannot play (offline, the file is not on this device). */
export function SoundPreview({ sound }: { sound: Sound }) {
  const online = useOnline()
  const [failed, setFailed] = useState(false)
  if (!sound.audio) return <p className="text-xs text-muted-foreground">No audio preview for this sound.</p>
  return (
    <div className="grid gap-1">
      <AudioPlayer src={sound.audio.url} onError={() => setFailed(true)} label={`Preview of ${sound.title}`} className="h-10 w-full min-w-0 flex-1" />
      {failed || !online ? <p className="text-xs text-muted-foreground">The preview needs a connection.</p> : null}
    </div>
  )
}

/** The server's refusals of my writes on this sound, with where to retry or discard them. */
export function RefusedWrites({ writes }: { writes?: QueuedWrite[] }) {
  const refused = (writes ?? []).filter((w) => w.status === 'rejected')
  if (!refused.length) return null
  return (
    <Alert tone="danger" role="alert" className="flex-col gap-1">
      {refused.map((w) => (
        <p key={w.seq}>Not accepted: {w.message ?? 'the server refused this change'}</p>
      ))}
      <p>
        <Link to="/sync" className="font-medium underline">Retry or discard it on the Sync page</Link>
      </p>
    </Alert>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  )
}

/** A sound's title, artist, category and terms, with its preview; actions go below as children. */
export function SoundCard({ sound, facts, children }: { sound: Sound; facts: Array<[string, ReactNode]>; children?: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" data-testid="sound-card" aria-label={sound.title}>
      <div className="flex items-start gap-3">
        {sound.cover ? (
          <img src={sound.cover.url} alt="" className="size-12 shrink-0 rounded-lg object-cover" loading="lazy" />
        ) : (
          <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-soft/50 text-primary">
            <Music size={20} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <CardTitle as="h2" className="truncate text-base">{sound.title}</CardTitle>
          <p className="truncate text-sm text-muted-foreground">
            {sound.artistName ?? 'Unknown artist'}
            {sound.categoryName ? ` · ${sound.categoryName}` : ''}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>{value}</Fact>
        ))}
      </dl>
      <SoundPreview sound={sound} />
      {children}
    </Card>
  )
}

export const money = (minor: number | null, currency: string) => (minor === null ? '—' : formatMoney(minor, currency))

/** The creator's tracking link with a copy button, and the system share sheet where the browser has one. */
export function TrackingLink({ link, title }: { link: string; title: string }) {
  const id = `track-${title.replace(/\W+/g, '-').toLowerCase()}-${link.length}`
  async function onCopy() {
    const ok = await copyText(link)
    toast[ok ? 'success' : 'error'](ok ? 'Tracking link copied.' : 'Copying is not allowed here; select the link and copy it.')
  }
  async function onShare() {
    const result = await shareLink(link, title)
    if (result === 'failed') await onCopy()
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-soft-foreground">Your tracking link</label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
        <Button variant="secondary" onClick={() => void onCopy()} aria-label={`Copy tracking link for ${title}`}>
          <Copy size={16} aria-hidden />
          <span className="hidden sm:inline">Copy</span>
        </Button>
        {canShare() ? (
          <Button variant="secondary" onClick={() => void onShare()} aria-label={`Share tracking link for ${title}`}>
            <Share2 size={16} aria-hidden />
            <span className="hidden sm:inline">Share</span>
          </Button>
        ) : null}
      </div>
    </div>
  )
}
