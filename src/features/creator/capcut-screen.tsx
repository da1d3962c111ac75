import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { useUserData } from '@/lib/session/session'
import { CREATOR_KIND } from './kinds'
import { claimClicks } from './actions'
import { HoldPanel } from './hold-panel'
import { useMyApprovals, useQueuedSoundWrites, useSounds, type Approval, type QueuedWrite, type Sound } from './hooks'
import { SoundBrowser } from './sound-browser'
import { PendingBadge } from './pending-badge'
import { money, RefusedWrites, SoundCard, TrackingLink } from './sound-parts'
import { trackingLink } from './tracking'

/** Clicks already turned into payout requests for this sound, and what they earned or wait for. */
function clickTotals(approvals: Approval[]) {
  const clicks = approvals.filter((a) => a.kind === 'clicks')
  return {
    clicks: clicks.reduce((n, a) => n + (a.clickCount ?? 0), 0),
    pending: clicks.filter((a) => a.status === 'pending').reduce((n, a) => n + a.amount, 0),
    paid: clicks.filter((a) => a.status === 'approved').reduce((n, a) => n + (a.net ?? a.amount), 0),
  }
}

function ClickPanel({ sound, approvals, writes }: { sound: Sound; approvals: Approval[]; writes?: QueuedWrite[] }) {
  const [error, setError] = useState<string | null>(null)
  const totals = clickTotals(approvals)
  const claim = writes?.find((w) => w.kind === CREATOR_KIND.claimClicks && w.status !== 'rejected')
  async function onClaim() {
    const result = await claimClicks(sound)
    setError(result.ok ? null : result.message)
  }
  return (
    <div className="grid gap-2 border-t border-border pt-3 text-sm" data-testid="click-panel">
      <p>
        Clicks paid or claimed so far: <strong>{totals.clicks}</strong>
        {totals.paid ? ` · earned ${money(totals.paid, sound.currency)}` : ''}
        {totals.pending ? ` · ${money(totals.pending, sound.currency)} waiting for approval` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => void onClaim()} disabled={Boolean(claim)}>
          Claim my new clicks
        </Button>
        {claim ? <PendingBadge pending={{ seq: claim.seq, status: claim.status as 'pending' }} /> : null}
      </div>
      {error ? <p role="alert" className="text-destructive">{error}</p> : null}
      <RefusedWrites writes={writes?.filter((w) => w.kind === CREATOR_KIND.claimClicks)} />
    </div>
  )
}

/** The CapCut sounds: templates to open, pay per click, and the creator's own tracking link. */
export function CapcutScreen() {
  const user = useUserData()
  const me = typeof user?.id === 'string' ? user.id : ''
  const sounds = useSounds('video_app')
  const approvals = useMyApprovals()
  const writes = useQueuedSoundWrites()

  return (
    <>
      <PageHeader title="CapCut Sounds List" description="Open a sound's CapCut template, share your tracking link, and earn for every click it gets." />
      <SoundBrowser
        sounds={sounds}
        search={{ path: '/artist/get-all-sounds-with-locking', kind: 'video_app' }}
        label="CapCut sounds"
        empty="No CapCut sounds are open right now."
        render={(sound) => {
          const mine = (approvals ?? []).filter((a) => a.campaignId === sound.id)
          const facts: Array<[string, string]> = [['Pay per click', money(sound.payPerClick, sound.currency)]]
          if (sound.slots.total > 0) facts.push(['Free slots', `${sound.slots.free} of ${sound.slots.total}`], ['Pay per use', money(sound.payPerUse, sound.currency)])
          return (
            <SoundCard sound={sound} facts={facts}>
              {sound.templateLink ? (
                <a href={sound.templateLink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline">
                  Open the CapCut template <ExternalLink size={14} aria-hidden />
                  <span className="sr-only">for {sound.title} (opens in a new tab)</span>
                </a>
              ) : null}
              {sound.payPerClick ? <TrackingLink link={trackingLink(location.origin, sound.id, me)} title={sound.title} /> : null}
              {sound.payPerClick ? <ClickPanel sound={sound} approvals={mine} writes={writes?.get(sound.id)} /> : null}
              {sound.slots.total > 0 ? (
                <HoldPanel sound={sound} approvals={mine.filter((a) => a.kind === 'video')} writes={writes?.get(sound.id)?.filter((w) => w.kind !== CREATOR_KIND.claimClicks)} />
              ) : (
                <RefusedWrites writes={writes?.get(sound.id)?.filter((w) => w.kind !== CREATOR_KIND.claimClicks)} />
              )}
            </SoundCard>
          )
        }}
      />
    </>
  )
}
