import { Clock } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { VideoCheckNote } from '@/components/portal/video-check-note'
import { ApprovalDisputes } from '@/components/portal/disputes/approval-disputes'
import { Badge } from '@/components/ui/badge'
import { checkResolver, FormError, showProblem, SubmitButton, TextAreaField, TextField } from '@/components/ui/form'
import { whyNot } from '@/lib/portal/account-state'
import { formatDateTime, timeLeft } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { isLiveHold } from './kinds'
import { holdSlot, submitInfluencerLinks, submitVideo } from './actions'
import { useNow, type Approval, type QueuedWrite, type Sound } from './hooks'
import { PendingBadge } from './pending-badge'
import { RefusedWrites } from './sound-parts'
import { influencerLinksProblem, videoLinkProblem } from './video-checks'

const STATUS_TEXT: Record<Approval['status'], string> = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' }
const STATUS_VARIANT = { pending: 'info', approved: 'success', rejected: 'danger' } as const

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
          <VideoCheckNote check={a.videoCheck} viewer="creator" pending={a.status === 'pending'} className="w-full" />
          {a._pending ? null : <ApprovalDisputes a={a} viewer="creator" />}
        </li>
      ))}
    </ul>
  )
}

type VideoContext = { soundId: string; influencer: boolean; room: number }
const videoResolver = checkResolver(async (v: { link: string }, ctx: VideoContext) => {
  const problem = ctx.influencer ? await influencerLinksProblem(ctx.soundId, v.link, ctx.room) : await videoLinkProblem(v.link)
  return problem ? { ok: false, field: 'link', message: problem } : { ok: true, value: v }
})

function VideoForm({ sound, room, onSent }: { sound: Sound; room: number; onSent: () => void }) {
  const influencer = sound.kind === 'influencer'
  const form = useForm({ resolver: videoResolver, context: { soundId: sound.id, influencer, room }, defaultValues: { link: '' } })
  const id = `video-${sound.id}`
  const hint = influencer ? `One link a line; up to ${room} more.` : 'The https link to your video on TikTok, Instagram, YouTube…'
  const onSubmit = form.handleSubmit(async ({ link }) => {
    const result = await (influencer ? submitInfluencerLinks(sound, link, room) : submitVideo(sound, link))
    if (result.ok) {
      form.reset()
      onSent()
    } else form.setError('link', { type: 'server', message: result.message })
  })
  const field = { form, name: 'link' as const, id, hint, alert: true, placeholder: 'https://www.tiktok.com/@you/video/…' }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-2" noValidate>
      {influencer ? <TextAreaField {...field} label="Video links" rows={3} /> : <TextField {...field} label="Video link" type="url" inputMode="url" />}
      <SubmitButton control={form.control} className="justify-self-start">
        {influencer ? 'Submit video links' : 'Submit video link'}
      </SubmitButton>
    </form>
  )
}

/** Holds a slot (queued); a refusal is said under the button. */
function HoldButton({ sound, blocked, onHeld }: { sound: Sound; blocked: string | null; onHeld: () => void }) {
  const form = useForm()
  const onSubmit = form.handleSubmit(async () => {
    const result = await holdSlot(sound)
    if (result.ok) onHeld()
    else showProblem(form, { message: result.message })
  })
  const reason = `hold-blocked-${sound.id}`
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="contents" noValidate>
      <SubmitButton control={form.control} disabled={Boolean(blocked)} aria-label={`Hold a slot on ${sound.title}`} aria-describedby={blocked ? reason : undefined}>
        Hold a slot
      </SubmitButton>
      {blocked ? (
        <p id={reason} className="text-sm text-warning" data-testid="submit-reason">
          {blocked}
        </p>
      ) : null}
      <FormError control={form.control} />
    </form>
  )
}

/**
 * What a creator does with a sound: hold a slot, watch the hold's time, submit the video (several
 * on influencer sounds) and follow its approval. Everything works offline (queued).
 */
export function HoldPanel({ sound, approvals, writes }: { sound: Sound; approvals: Approval[]; writes?: QueuedWrite[] }) {
  const now = useNow()
  const mine = sound.myHold
  const ranOut = mine?.status === 'expired' || (mine?.status === 'held' && Date.parse(mine.expiresAt) <= now)
  const live = isLiveHold(mine) && !ranOut
  const liveLinks = approvals.filter((a) => a.status !== 'rejected').length
  const room = Math.max(0, sound.linksPerSlot - liveLinks)
  // What the server would refuse (approval, verified followers), said before the user tries.
  const blocked = whyNot(useUserData(), 'take_part')
  // The button or form the user just used goes away with the new state: the focus moves to the
  // line that says what happened ("You hold a slot", "Video submitted"), not to the page's body.
  // It moves once the screen shows the new state (the queued write is on screen at once, offline too).
  const said = useRef<HTMLDivElement>(null)
  const acted = useRef<{ status?: string; links: number } | null>(null)
  const act = () => {
    acted.current = { status: live ? mine.status : undefined, links: liveLinks }
  }
  const shown = live ? mine.status : undefined
  useEffect(() => {
    const was = acted.current
    if (!was || !said.current || (shown === was.status && liveLinks === was.links)) return
    said.current.focus()
    acted.current = null
  }, [shown, liveLinks])

  return (
    <div className="grid gap-3 border-t border-border pt-3" data-testid="hold-panel">
      {live ? (
        <div ref={said} tabIndex={-1} className="flex flex-wrap items-center gap-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="my-hold">
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
          {sound.slots.free > 0 ? <HoldButton sound={sound} blocked={blocked} onHeld={act} /> : <p className="text-sm text-muted-foreground">All slots are taken.</p>}
        </div>
      )}
      {live && room > 0 && (mine.status === 'held' || sound.kind === 'influencer') ? <VideoForm sound={sound} room={room} onSent={act} /> : null}
      <MyLinks approvals={approvals} />
      <RefusedWrites writes={writes} />
    </div>
  )
}
