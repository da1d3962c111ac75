import { LoaderCircle, ShieldCheck, ShieldQuestion, ShieldX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { checkSummary, type CheckTone, type CheckViewer, type VideoCheck } from '@/lib/portal/video-check'
import { requestPull } from '@/lib/sync/signals'

const TONE_CLASS: Record<CheckTone, string> = {
  busy: 'text-muted-foreground',
  good: 'text-success',
  look: 'text-warning-soft-foreground',
  bad: 'text-destructive',
}
const TONE_ICON = { busy: LoaderCircle, good: ShieldCheck, look: ShieldQuestion, bad: ShieldX } as const
/**
 * A check usually ends within seconds of the server getting the video (its job runs every few
 * seconds): one pull that long after "Checking the video…" shows brings the result without waiting
 * for the app's regular pulls; a check that takes longer (its platform retried) comes with those.
 */
const RESULT_SOON_MS = 8_000

interface Props {
  /** The approval's check; nothing shows without one (click payouts, videos not yet sent). */
  check: VideoCheck | null | undefined
  viewer: CheckViewer
  /** The creator's name, for the owner's words. */
  who?: string | null
  /** The video still waits for a decision (the words then say what happens next). */
  pending: boolean
  className?: string
}

/**
 * What the check of a submitted video found: its thumbnail and title when the platform gave them,
 * and the finding in plain words. The thumbnail is small and loaded lazily from the platform's
 * image host (such links expire; a broken one simply goes away). The creator's note is a live
 * region, so "Checking the video…" turning into the result is heard too.
 */
export function VideoCheckNote({ check, viewer, who, pending, className }: Props) {
  const [broken, setBroken] = useState(false)
  const checking = check?.state === 'checking'
  useEffect(() => {
    if (!checking) return
    const timer = setTimeout(() => requestPull(['approvals']), RESULT_SOON_MS)
    return () => clearTimeout(timer)
  }, [checking])
  if (!check) return null
  const { tone, text } = checkSummary(check, { viewer, who, pending })
  const Icon = TONE_ICON[tone]
  const thumbnail = check.thumbnailUrl && !broken ? check.thumbnailUrl : null
  return (
    <div className={cn('flex min-w-0 items-start gap-3', className)} data-testid="video-check" data-state={check.state}>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt={check.title ? `Thumbnail of “${check.title}”` : 'Thumbnail of the video'}
          width={48}
          height={64}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
          className="h-16 w-12 shrink-0 rounded-md border border-border bg-muted object-cover"
        />
      ) : null}
      <div className="min-w-0 space-y-0.5 text-sm">
        {check.title ? <p className="line-clamp-2 font-medium break-words text-foreground">“{check.title}”</p> : null}
        <p className={cn('flex items-start gap-1', TONE_CLASS[tone])} role={viewer === 'creator' ? 'status' : undefined}>
          <Icon size={16} aria-hidden className={cn('mt-0.5 shrink-0', tone === 'busy' && 'motion-safe:animate-spin')} />
          <span>{text}</span>
        </p>
      </div>
    </div>
  )
}
