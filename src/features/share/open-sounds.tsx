import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { SoundRow } from '@/db/mirrors/market'
import { holdSlot } from '@/lib/portal/hold-slot'
import { formatMoney } from '@/lib/portal/format'
import { useOpenSounds } from './hooks'

const linkClass = 'font-medium text-primary underline'

/** One open sound with its one-tap hold; a refusal is said under it. */
function OpenSound({ sound, blocked, onHold }: { sound: SoundRow; blocked: string | null; onHold: (id: string) => void }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = `share-hold-problem-${sound.id}`
  const hold = async () => {
    setBusy(true)
    setProblem(null)
    // Said before queuing: the hold may show among the holds before the queuing returns.
    onHold(sound.id)
    const result = await holdSlot(sound)
    setBusy(false)
    if (!result.ok) setProblem(result.message)
  }
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <span className="min-w-0">
        <span className="block font-medium break-words text-foreground">{sound.title}</span>
        <span className="block text-sm text-muted-foreground">
          {sound.artistName ? `by ${sound.artistName} · ` : ''}
          {formatMoney(sound.payPerUse, sound.currency)} per approved video · {sound.slots.free} {sound.slots.free === 1 ? 'slot' : 'slots'} free
        </span>
      </span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={busy || Boolean(blocked)}
        aria-label={`Hold a slot on ${sound.title}`}
        aria-describedby={problem ? problemId : blocked ? 'share-blocked' : undefined}
        onClick={() => void hold()}
      >
        {busy ? 'Holding…' : 'Hold a slot'}
      </Button>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </li>
  )
}

/**
 * A creator who shares a video with no slot held: the open sounds, each held in one tap (queued
 * like the sound card's hold, so offline too). The shared link stays in its field meanwhile, and
 * the new hold shows above, ready to submit.
 */
export function OpenSounds({ now, loaded, blocked, onHold }: { now: number; loaded: boolean; blocked: string | null; onHold: (id: string) => void }) {
  const sounds = useOpenSounds(now)
  const more = (
    <>
      See all{' '}
      <Link to="/Manage/soundslist" className={linkClass}>
        sounds
      </Link>{' '}
      or{' '}
      <Link to="/brandrequests" className={linkClass}>
        brand requests
      </Link>
      .
    </>
  )
  if (!sounds?.length) {
    return (
      <p className="text-sm text-soft-foreground" data-testid="share-no-holds">
        {loaded ? 'You hold no slot right now, and no sound has a slot free on this device. ' : 'Your slots have not been loaded on this device yet; connect once to see them. '}
        {more}
      </p>
    )
  }
  return (
    <div className="grid gap-2" data-testid="share-no-holds">
      <p className="text-sm text-soft-foreground">You hold no slot right now. Hold one on an open sound and your link stays here, ready to submit.</p>
      <ul className="grid gap-2" aria-label="Open sounds">
        {sounds.map((s) => (
          <OpenSound key={s.id} sound={s} blocked={blocked} onHold={onHold} />
        ))}
      </ul>
      <p className="text-sm text-soft-foreground">{more}</p>
    </div>
  )
}
