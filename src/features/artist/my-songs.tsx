import { Link } from '@tanstack/react-router'
import { ChevronDown, ChevronUp, Music, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
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
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { CREATE_SOUND_KIND } from '@/lib/sync/portal/shared-kinds'
import { deleteSound } from './actions'
import { useArtistDashboard, useMySounds, usePulled, useRefused, type SoundView } from './hooks'
import { ARTIST_KIND } from './kinds'
import { PendingBadge } from './pending-badge'
import { SoundDetails } from './sound-details'
import { RefusedAlert } from './refused-alert'

const KIND_LABEL: Record<string, string> = { normal: 'Sound', influencer: 'Influencer sound', video_app: 'CapCut sound' }

function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-muted/50 px-2.5 py-2 sm:px-3" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {/* Never cut: an amount that does not fit its column wraps rather than end in "…". */}
      <dd className="font-semibold [overflow-wrap:anywhere] text-foreground tabular-nums">{value}</dd>
    </div>
  )
}

type CampaignFigures = { uses: { approved: number; pending: number; rejected: number }; clicks: number }

function SoundCard({ sound, figures }: { sound: SoundView; figures?: CampaignFigures }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const money = (n: number) => formatMoney(n, sound.currency)
  const deleting = sound.status === 'deleted'
  const created = sound._pending && !deleting && sound.audio === null
  const b = sound.budget
  const detailsId = `sound-details-${sound.id}`

  async function onDelete() {
    const result = await deleteSound(sound.id, sound.title)
    if (!result.ok) setError(result.message)
  }

  return (
    <li>
      <Card className="p-4 sm:p-6" data-testid="my-sound">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-foreground">
              <Music size={18} aria-hidden className="shrink-0 text-brand-600" />
              <span className="break-words">{sound.title}</span>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="secondary">{KIND_LABEL[sound.kind] ?? sound.kind}</Badge>
              {sound.categoryName ? <span>{sound.categoryName}</span> : null}
              <span>Added {formatDateTime(sound.createdAt)}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {deleting ? <PendingBadge pending={sound._pending} what="Deleting" /> : created ? <PendingBadge pending={sound._pending} what="New" /> : <PendingBadge pending={sound._pending} />}
            {sound.status === 'pending' ? <Badge variant="warning">Not live yet: waiting for the wallet to set its budget aside</Badge> : null}
            {sound.pendingApprovals > 0 ? (
              <Link to="/manage/verifications" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                {sound.pendingApprovals} to verify
              </Link>
            ) : null}
          </div>
        </div>

        {/* Counts are short and sit three to a row on a phone; amounts two, so each shows whole. */}
        <dl className="mt-4 grid grid-cols-3 gap-2 lg:grid-cols-7">
          <Stat label="Slots" value={sound.slots.total} testId="slots-total" />
          <Stat label="Free" value={sound.slots.free} testId="slots-free" />
          <Stat label="Held" value={sound.slots.held} />
          <Stat label="Used" value={sound.slots.used} />
          <Stat label="Approved uses" value={figures ? figures.uses.approved : '—'} />
          <Stat label="Pending uses" value={sound.pendingApprovals} />
          <Stat label="Clicks" value={figures ? figures.clicks : '—'} />
        </dl>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Pay">
          <Stat label="Pay per use" value={sound.payPerUse ? money(sound.payPerUse) : '—'} testId="pay-per-use" />
          <Stat label="Pay per click" value={sound.payPerClick ? money(sound.payPerClick) : '—'} />
        </dl>
        {b ? (
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label="Budget">
            <Stat label="Escrowed" value={money(b.escrowed)} testId="budget-escrowed" />
            <Stat label="Paid" value={money(b.paid)} />
            <Stat label="Pending" value={money(b.pending)} />
            <Stat label="Refunded" value={money(b.refunded)} />
            <Stat label="Remaining" value={money(b.remaining)} testId="budget-remaining" />
          </dl>
        ) : null}

        {error ? (
          <Alert tone="danger" role="alert" className="mt-3">
            {error}
          </Alert>
        ) : null}

        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)} disabled={deleting}>
            {open ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
            {open ? 'Hide details' : 'Details and slots'}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="ghost" size="sm" disabled={deleting || Boolean(created) || sound.status === 'pending'}>
                <Trash2 size={16} aria-hidden />
                Delete<span className="sr-only"> {sound.title}</span>
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Delete “{sound.title}”?</AlertDialogTitle>
              <AlertDialogDescription>
                {sound.pendingApprovals > 0
                  ? `It has ${sound.pendingApprovals} ${sound.pendingApprovals === 1 ? 'use' : 'uses'} waiting for your decision: approve or reject ${sound.pendingApprovals === 1 ? 'it' : 'them'} on Verifications first, or the server refuses the deletion.`
                  : 'Held slots are released and creators can no longer use it.'}
              </AlertDialogDescription>
              {b ? (
                <p className="mt-3 text-sm font-medium text-foreground" data-testid="refund-amount">
                  {money(b.remaining)} is refunded to your wallet.
                </p>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel>Keep it</AlertDialogCancel>
                <AlertDialogAction danger onClick={() => void onDelete()}>
                  Delete and refund
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
        {open ? (
          <div id={detailsId}>
            <SoundDetails sound={sound} />
          </div>
        ) : null}
      </Card>
    </li>
  )
}

/** The artist's sounds with their slots, uses, clicks and budget; details, release and delete. */
export function MySongs() {
  const sounds = useMySounds()
  const dashboard = useArtistDashboard()
  const pulled = usePulled('sounds')
  const refused = useRefused([CREATE_SOUND_KIND, ARTIST_KIND.deleteSound, ARTIST_KIND.addVideos, ARTIST_KIND.releaseSlots])
  const figures = new Map((dashboard?.campaigns ?? []).map((c) => [c.id, { uses: c.uses, clicks: c.clicks }]))

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Link to="/Manage/addsong" className={buttonVariants({})}>
          <Plus size={16} aria-hidden /> Add Song
        </Link>
        <Link to="/Manage/addcatcupsong" className={buttonVariants({ variant: 'secondary' })}>
          <Plus size={16} aria-hidden /> Add CapCut sound
        </Link>
      </div>
      <RefusedAlert refused={refused} one="a change" many="some changes" />
      {sounds === undefined ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading your songs">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : sounds.length === 0 ? (
        <Card>
          <CardTitle>{pulled === false ? 'Not loaded yet' : 'No songs yet'}</CardTitle>
          <CardDescription className="mt-1">
            {pulled === false
              ? 'Your songs have not been loaded on this device yet. Connect to the internet once and they will show here, also offline afterwards.'
              : 'Add a song to start a campaign: creators use it in their videos and you approve each use.'}
          </CardDescription>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Your songs">
          {sounds.map((s) => (
            <SoundCard key={s.id} sound={s} figures={figures.get(s.id)} />
          ))}
        </ul>
      )}
    </div>
  )
}
