import { Clock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { whyNot } from '@/lib/portal/account-state'
import { formatDateTime, timeLeft } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { isLiveHold } from './writes'
import { holdSlot, submitInfluencerLinks, submitVideo, type ActionResult } from './actions'
import { useNow, type Approval, type QueuedWrite, type Sound } from './hooks'
import { PendingBadge } from './pending-badge'
import { RefusedWrites } from './sound-parts'

const STATUS_TEXT: Record<Approval['status'], string> = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' }
const STATUS_VARIANT = { pending: 'info', approved: 'success', rejected: 'danger' } as const

function useAction() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<ActionResult>) => {
    setBusy(true)
    const result = await action()
    setBusy(false)
    setError(result.ok ? null : result.message)
    return result.ok
  }
  return { error, busy, run }
}

/** My submitted videos for this sound and how each stands. */
export function MyLinks({ approvals }: { approvals: Approval[] }) {
  if (!approvals.length) return null
  return (
    <ul className="grid gap-2 text-sm" aria-label="Your submitted videos">
      {approvals.map((a) => (
        <li key={a.id} className="flex min-w-0 flex-wrap items-center gap-2">
          <a href={a.videoUrl ?? undefined} target="_blank" rel="noreferrer" className="block max-w-full truncate text-primary underline">
            {a.videoUrl}
          </a>
          <Badge variant={STATUS_VARIANT[a.status]}>{STATUS_TEXT[a.status]}</Badge>
          <PendingBadge pending={a._pending} />
          {a.status === 'rejected' && a.reason ? <span className="text-xs text-muted-foreground">({a.reason})</span> : null}
        </li>
      ))}
    </ul>
  )
}

function VideoForm({ sound, room }: { sound: Sound; room: number }) {
  const influencer = sound.kind === 'influencer'
  const [value, setValue] = useState('')
  const action = useAction()
  const id = `video-${sound.id}`
  const hint = influencer ? `One link a line; up to ${room} more.` : 'The https link to your video on TikTok, Instagram, YouTube…'
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const ok = await action.run(() => (influencer ? submitInfluencerLinks(sound, value, room) : submitVideo(sound, value)))
    if (ok) setValue('')
  }
  const common = { id, value, 'aria-invalid': action.error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error: action.error }) }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-2" noValidate>
      <Field label={influencer ? 'Video links' : 'Video link'} htmlFor={id} hint={hint} error={action.error ?? undefined}>
        {influencer ? (
          <Textarea {...common} rows={3} placeholder="https://www.tiktok.com/@you/video/…" onChange={(e) => setValue(e.target.value)} />
        ) : (
          <Input {...common} type="url" inputMode="url" placeholder="https://www.tiktok.com/@you/video/…" onChange={(e) => setValue(e.target.value)} />
        )}
      </Field>
      <Button type="submit" disabled={action.busy} className="justify-self-start">
        {influencer ? 'Submit video links' : 'Submit video link'}
      </Button>
    </form>
  )
}

/**
 * What a creator does with a sound: hold a slot, watch the hold's time, submit the video (several
 * on influencer sounds) and follow its approval. Everything works offline (queued).
 */
export function HoldPanel({ sound, approvals, writes }: { sound: Sound; approvals: Approval[]; writes?: QueuedWrite[] }) {
  const now = useNow()
  const hold = useAction()
  const mine = sound.myHold
  const ranOut = mine?.status === 'expired' || (mine?.status === 'held' && Date.parse(mine.expiresAt) <= now)
  const live = isLiveHold(mine) && !ranOut
  const liveLinks = approvals.filter((a) => a.status !== 'rejected').length
  const room = Math.max(0, sound.linksPerSlot - liveLinks)
  // What the server would refuse (approval, verified followers), said before the user tries.
  const blocked = whyNot(useUserData(), 'take_part')

  return (
    <div className="grid gap-3 border-t border-border pt-3" data-testid="hold-panel">
      {live ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="my-hold">
          {mine.status === 'held' ? (
            <>
              <Badge variant="default">You hold a slot</Badge>
              <span className="inline-flex items-center gap-1" title={`Until ${formatDateTime(mine.expiresAt)}`}>
                <Clock size={14} aria-hidden />
                <span>{timeLeft(mine.expiresAt, now)} left</span>
              </span>
            </>
          ) : (
            <Badge variant="info">Video submitted</Badge>
          )}
          <PendingBadge pending={sound._pending} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {ranOut ? <p className="w-full text-sm text-warning">Your last hold expired before a video was submitted.</p> : null}
          {sound.slots.free > 0 ? (
            <>
              <Button
                onClick={() => void hold.run(() => holdSlot(sound))}
                disabled={hold.busy || Boolean(blocked)}
                aria-label={`Hold a slot on ${sound.title}`}
                aria-describedby={blocked ? `hold-blocked-${sound.id}` : undefined}
              >
                Hold a slot
              </Button>
              {blocked ? (
                <p id={`hold-blocked-${sound.id}`} className="text-sm text-warning" data-testid="submit-reason">
                  {blocked}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">All slots are taken.</p>
          )}
          {hold.error ? <p role="alert" className="text-sm text-destructive">{hold.error}</p> : null}
        </div>
      )}
      {live && room > 0 && (mine.status === 'held' || sound.kind === 'influencer') ? <VideoForm sound={sound} room={room} /> : null}
      <MyLinks approvals={approvals} />
      <RefusedWrites writes={writes} />
    </div>
  )
}
