import { Link } from '@tanstack/react-router'
import { ExternalLink, Megaphone } from 'lucide-react'
import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { VideoCheckNote } from '@/components/portal/video-check-note'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { useOnline } from '@/lib/use-online'
import { refundOf, withdrawRequest } from './actions'
import { usePulled, useRefusedWrites, useRequests, useSubmissionsByRequest, type RequestView, type SubmissionView } from './hooks'
import { PendingBadge, SlotSummary, Stat, SubmissionStatus, TypeBadge } from './parts'
import { RefusedList } from './refused-list'

/** My Adverts: the brand's requests with their slots, budget and submitted videos. */
export function MyAdverts() {
  const requests = useRequests()
  const submissions = useSubmissionsByRequest()
  const pulled = usePulled('brandRequests.mine')
  const approvalsPulled = usePulled('approvals')
  const online = useOnline()
  const refused = useRefusedWrites()

  return (
    <>
      <RefusedList refused={refused} />
      {requests === undefined ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading your adverts">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : requests.length === 0 ? (
        <Card className="text-center">
          <Megaphone className="mx-auto text-slate-400" size={32} aria-hidden />
          <CardTitle className="mt-3">{pulled === false && !online ? 'Your adverts have not been loaded yet' : 'No adverts yet'}</CardTitle>
          <CardDescription className="mt-1">
            {pulled === false && !online
              ? 'This device has not loaded your adverts while online. They appear once the connection returns.'
              : 'Ask creators to duet your advert video or to film your script.'}
          </CardDescription>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/brandform">Duet Ad Video</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/brandformscript">Make Ad Video</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Your adverts">
          {requests.map((r) => (
            <li key={r.id}>
              <AdvertCard request={r} submissions={submissions?.get(r.id) ?? []} countFromList={approvalsPulled === true} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * Videos waiting for a decision: counted from the submissions list once it has been pulled, so the
 * count agrees with the list (and with decisions queued in Verifications) before the request row's
 * own count is pulled again.
 */
function waitingCount(r: RequestView, submissions: SubmissionView[], countFromList: boolean): number {
  return countFromList ? submissions.filter((s) => s.status === 'pending').length : r.pendingApprovals
}

function AdvertCard({ request: r, submissions, countFromList }: { request: RequestView; submissions: SubmissionView[]; countFromList: boolean }) {
  const waiting = waitingCount(r, submissions, countFromList)
  const withdrawing = r.status === 'deleted'
  const b = r.budget
  const money = (n: number) => formatMoney(n, r.currency)
  return (
    <Card className="grid gap-4" data-testid="advert" aria-labelledby={`advert-${r.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h2" id={`advert-${r.id}`} className="break-words">
            {r.title}
          </CardTitle>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <TypeBadge type={r.type} />
            <span>Created {formatDateTime(r.createdAt)}</span>
            <span>{money(r.payPerVideo)} per video</span>
            <span>Slots held for {r.holdHours} h</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PendingBadge pending={r._pending} label={withdrawing ? 'Withdrawal waiting to be sent' : 'Waiting to be sent'} />
          {r.status === 'pending' ? <Badge variant="warning">Not live yet: waiting for the wallet to set its budget aside</Badge> : null}
          {!withdrawing && r.status !== 'pending' ? <WithdrawButton request={r} waiting={waiting} /> : null}
        </div>
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-soft-foreground">{r.brief}</p>
      {r.duetVideoUrl ? (
        <a href={r.duetVideoUrl} target="_blank" rel="noreferrer" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline">
          Video to duet <ExternalLink size={14} aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <SlotSummary request={r} id={`slots-${r.id}`} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Budget" value={b ? money(b.escrowed) : '—'} />
        <Stat label="Paid to creators" value={b ? money(b.paid) : '—'} testId="advert-paid" />
        <Stat label="Awaiting decision" value={b ? money(b.pending) : '—'} />
        <Stat label="Left in escrow" value={b ? money(b.remaining) : '—'} testId="advert-remaining" />
      </dl>
      <Submissions request={r} submissions={submissions} waiting={waiting} />
    </Card>
  )
}

function Submissions({ request: r, submissions, waiting }: { request: RequestView; submissions: SubmissionView[]; waiting: number }) {
  return (
    <section aria-label={`Videos submitted for ${r.title}`} className="border-t border-border pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-foreground">
          Submitted videos <span className="font-normal text-muted-foreground">({submissions.length})</span>
        </h3>
        {waiting > 0 ? (
          <Link to="/manage/verifications" className="text-sm font-medium text-primary underline" data-testid="pending-submissions">
            {waiting} waiting for your decision
          </Link>
        ) : null}
      </div>
      {submissions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No videos yet. Creators hold a slot, then send the link to their video here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {submissions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="submission">
              <span className="font-medium text-foreground">{s.creatorName ?? 'A creator'}</span>
              <SubmissionStatus status={s.status} />
              <span className="text-muted-foreground">{formatDateTime(s.createdAt)}</span>
              {s.videoUrl ? (
                <a href={s.videoUrl} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 break-all text-primary underline">
                  {s.videoUrl}
                  <ExternalLink size={14} aria-hidden className="shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
              <VideoCheckNote check={s.videoCheck} viewer="owner" who={s.creatorName} pending={s.status === 'pending'} className="w-full" />
              {s.reason ? <span className="w-full text-muted-foreground">Reason: {s.reason}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function WithdrawButton({ request: r, waiting }: { request: RequestView; waiting: number }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const blocked = waiting > 0
  const notSent = Boolean(r._pending)
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="secondary" size="sm" disabled={notSent} title={notSent ? 'Wait until the request reaches the server' : undefined}>
          Withdraw
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Withdraw “{r.title}”?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">
            {blocked ? (
              <p>
                {waiting} {waiting === 1 ? 'video waits' : 'videos wait'} for your decision. Approve or reject{' '}
                {waiting === 1 ? 'it' : 'them'} in Verifications before withdrawing.
              </p>
            ) : (
              <>
                <p>
                  Creators can no longer take it up, and slots being held are released.{' '}
                  <strong data-testid="withdraw-refund">{formatMoney(refundOf(r), r.currency)}</strong> comes back to your wallet.
                </p>
                <p>Videos you already approved stay paid.</p>
              </>
            )}
          </div>
        </AlertDialogDescription>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          {blocked ? null : (
            <AlertDialogAction
              danger
              onClick={(e) => {
                e.preventDefault()
                void withdrawRequest(r).then((res) => (res.ok ? setOpen(false) : setError(res.message)))
              }}
            >
              Withdraw request
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
