import { Clock, ExternalLink } from 'lucide-react'
import { SubmitRequestVideoBodySchema } from '@server/routes/brand-requests/brand-requests.schemas'
import { useForm } from 'react-hook-form'
import { VideoCheckNote } from '@/components/portal/video-check-note'
import { Card, CardTitle } from '@/components/ui/card'
import { checkResolver, FormError, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { whyNot } from '@/lib/portal/account-state'
import { formatMoney, timeLeft } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { holdSlot, submitVideo } from './actions'
import type { RequestView, SubmissionView } from './hooks'
import { PendingBadge, SlotSummary, SubmissionStatus, TypeBadge } from './parts'

/** One request on Brand Requests, with what the creator can do on it now. */
export function RequestTile({ request: r, submissions, readOnly, now }: { request: RequestView; submissions: SubmissionView[]; readOnly: boolean; now: number }) {
  const money = (n: number) => formatMoney(n, r.currency)
  return (
    <Card className="grid h-full content-start gap-3" data-testid="brand-request" aria-labelledby={`request-${r.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle as="h2" id={`request-${r.id}`} className="break-words">
            {r.title}
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">by {r.brandName ?? 'a brand'}</p>
        </div>
        <TypeBadge type={r.type} />
      </div>
      <p className="text-sm">
        <span className="text-lg font-semibold text-foreground">{money(r.payPerVideo)}</span>{' '}
        <span className="text-muted-foreground">per approved video, before the platform fee</span>
      </p>
      <p className="line-clamp-4 text-sm whitespace-pre-line text-soft-foreground">{r.brief}</p>
      {r.duetVideoUrl ? (
        <a href={r.duetVideoUrl} target="_blank" rel="noreferrer" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline">
          Video to duet <ExternalLink size={14} aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {r.script ? (
        <details className="rounded-lg bg-muted/50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-foreground">Script</summary>
          <p className="mt-2 whitespace-pre-line text-soft-foreground">{r.script}</p>
        </details>
      ) : null}
      <SlotSummary request={r} id={`request-slots-${r.id}`} />
      <p className="text-xs text-muted-foreground">A slot is yours for {r.holdHours} hours once you hold it.</p>
      {readOnly ? (
        r.budget ? (
          <p className="text-sm text-soft-foreground">
            Left in escrow: <strong>{money(r.budget.remaining)}</strong> of {money(r.budget.escrowed)} · {r.pendingApprovals} waiting for a decision
          </p>
        ) : null
      ) : (
        <CreatorAction request={r} submissions={submissions} now={now} />
      )}
    </Card>
  )
}

function CreatorAction({ request: r, submissions, now }: { request: RequestView; submissions: SubmissionView[]; now: number }) {
  const hold = r.myHold
  const mine = submissions[0]
  // What the server would refuse (approval, verified followers), said before the user tries.
  const blocked = whyNot(useUserData(), 'take_part')

  const live = hold && hold.status === 'held' && timeLeft(hold.expiresAt, now) !== 'expired'
  if (live) return <SubmitForm request={r} now={now} />
  if (mine && mine.status !== 'rejected') return <MySubmission submission={mine} currency={r.currency} />

  return (
    <div className="grid gap-2 border-t border-border pt-3">
      {mine ? <MySubmission submission={mine} currency={r.currency} /> : null}
      {hold && hold.status === 'held' ? <p className="text-sm text-warning">Your hold expired before a video was sent. Hold a slot again if one is free.</p> : null}
      <HoldForm request={r} blocked={blocked} />
    </div>
  )
}

/** Holds a slot (queued); a refusal is said under the button. */
function HoldForm({ request: r, blocked }: { request: RequestView; blocked: string | null }) {
  const form = useForm()
  const full = r.slots.free <= 0
  const onSubmit = form.handleSubmit(async () => {
    const result = await holdSlot(r)
    if (!result.ok) showProblem(form, { message: result.message })
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="contents" noValidate>
      <SubmitButton control={form.control} className="w-full sm:w-fit" disabled={full || Boolean(blocked)} aria-describedby={blocked && !full ? `hold-blocked-${r.id}` : undefined}>
        {full ? 'All slots are taken' : 'Hold a slot'}
      </SubmitButton>
      {blocked && !full ? (
        <p id={`hold-blocked-${r.id}`} className="text-sm text-warning" data-testid="submit-reason">
          {blocked}
        </p>
      ) : null}
      <FormError control={form.control} />
    </form>
  )
}

// The link is checked with the server's own schema before anything is queued.
const linkResolver = checkResolver((v: { link: string }) => {
  const parsed = SubmitRequestVideoBodySchema.shape.video_url.safeParse(v.link.trim())
  return parsed.success ? { ok: true, value: v } : { ok: false, field: 'link', message: `The link ${parsed.error.issues[0]?.message ?? 'cannot be sent'}.` }
})

function SubmitForm({ request: r, now }: { request: RequestView; now: number }) {
  const form = useForm({ resolver: linkResolver, defaultValues: { link: '' } })
  const hold = r.myHold!
  const onSubmit = form.handleSubmit(async ({ link }) => {
    const result = await submitVideo(r, link)
    if (result.ok) form.reset()
    else form.setError('link', { type: 'server', message: result.message })
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-3 border-t border-border pt-3" noValidate data-testid="my-hold">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Clock size={16} aria-hidden className="text-primary" />
        <span className="font-medium text-foreground">You hold a slot</span>
        <span className="text-muted-foreground" data-testid="time-left">
          {timeLeft(hold.expiresAt, now)} left
        </span>
        <PendingBadge pending={r._pending} />
      </p>
      <TextField
        form={form}
        name="link"
        id={`video-link-${r.id}`}
        label="Link to your video"
        hint="The https link to the video you posted."
        alert
        type="url"
        inputMode="url"
        placeholder="https://www.tiktok.com/@you/video/…"
      />
      <SubmitButton control={form.control} className="w-full sm:w-fit">
        Submit video
      </SubmitButton>
    </form>
  )
}

function MySubmission({ submission: mine, currency }: { submission: SubmissionView; currency: string }) {
  return (
    <div className="grid gap-1.5 border-t border-border pt-3 text-sm" data-testid="my-submission">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-foreground">Your video</span>
        <SubmissionStatus status={mine.status} />
        <PendingBadge pending={mine._pending} />
      </p>
      {mine.videoUrl ? (
        <a href={mine.videoUrl} target="_blank" rel="noreferrer" className="break-all text-primary underline">
          {mine.videoUrl}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      <VideoCheckNote check={mine.videoCheck} viewer="creator" pending={mine.status === 'pending'} />
      {mine.status === 'approved' && mine.net !== null ? <p className="text-success">{formatMoney(mine.net, currency)} was paid to your wallet.</p> : null}
      {mine.reason ? <p className="text-muted-foreground">Reason: {mine.reason}</p> : null}
    </div>
  )
}

