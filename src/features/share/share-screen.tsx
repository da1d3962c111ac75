import { Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { checkResolver, SubmitButton, TextField } from '@/components/ui/form'
import { whyNot } from '@/lib/portal/account-state'
import { formatMoney, timeLeft } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { useOnline } from '@/lib/use-online'
import { submitShared } from './actions'
import { useClock, useHoldsPulled, useOpenHolds, type OpenHold } from './hooks'
import { OpenSounds } from './open-sounds'
import { sharedLink, type SharedParams } from './shared-link'

const linkClass = 'font-medium text-primary underline'
const keyOf = (h: OpenHold) => `${h.kind}:${h.id}`

function HoldChoice({ hold, checked, onPick, now }: { hold: OpenHold; checked: boolean; onPick: () => void; now: number }) {
  const what = hold.kind === 'sound' ? 'Sound' : 'Brand request'
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-primary-soft/50">
      <input type="radio" id={`share-hold-${keyOf(hold)}`} name="hold" value={keyOf(hold)} checked={checked} onChange={onPick} className="mt-1 size-4 shrink-0 accent-brand-600" />
      <span className="min-w-0">
        <span className="block font-medium break-words text-foreground">
          {what}: {hold.title}
        </span>
        <span className="block text-sm text-muted-foreground">
          {hold.owner ? `by ${hold.owner} · ` : ''}
          {formatMoney(hold.pay, hold.currency)} per approved video · {timeLeft(hold.expiresAt, now)} left
        </span>
      </span>
    </label>
  )
}

function Done({ hold, online }: { hold: OpenHold; online: boolean }) {
  return (
    <Card role="status" data-testid="share-done">
      <p className="flex items-center gap-2 font-medium text-foreground">
        <CheckCircle2 aria-hidden className="text-emerald-600" size={20} /> Your video is submitted for “{hold.title}”.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {online ? 'It is on its way to the server; ' : 'You are offline: it is saved on this device and goes out when you are back online; '}
        {hold.kind === 'sound' ? 'the artist' : 'the brand'} then approves it.
      </p>
      <p className="mt-3">
        <Link to={hold.kind === 'sound' ? '/Manage/soundslist' : '/brandrequests'} className={linkClass}>
          {hold.kind === 'sound' ? 'See your sounds' : 'See brand requests'}
        </Link>
      </p>
    </Card>
  )
}

type Values = { link: string; hold: string }
// The link itself is checked with the server's schema by the submission (loaded on submit).
const resolver = checkResolver((v: Values, holds: OpenHold[] | undefined) => {
  const chosen = holds?.find((h) => keyOf(h) === v.hold) ?? (holds?.length === 1 ? holds[0] : undefined)
  return chosen ? { ok: true, value: { link: v.link, hold: chosen } } : { ok: false, field: 'link', message: 'Choose the slot this video is for.' }
})

/**
 * "Submit your video", opened from another app's share sheet: the shared link filled in, the
 * creator's open holds to attach it to. Works offline (the submission is queued like any write).
 */
export function ShareScreen({ shared }: { shared: SharedParams }) {
  const now = useClock()
  const online = useOnline()
  const holds = useOpenHolds(now)
  const pulled = useHoldsPulled()
  const blocked = whyNot(useUserData(), 'take_part')
  const form = useForm({ resolver, context: holds, defaultValues: { link: sharedLink(shared) ?? '', hold: '' } })
  const picked = useWatch({ control: form.control, name: 'hold' })
  const [done, setDone] = useState<OpenHold | null>(null)
  // A slot just held here: once it shows among the holds it is picked and focused, so the
  // creator (and a screen reader) lands on it, the shared link still filled in above.
  const justHeld = useRef<string | null>(null)
  useEffect(() => {
    const key = justHeld.current
    if (!key || !holds?.some((h) => keyOf(h) === key)) return
    justHeld.current = null
    form.setValue('hold', key)
    document.getElementById(`share-hold-${key}`)?.focus()
  }, [holds, form])
  const onSubmit = form.handleSubmit(async ({ link, hold }) => {
    const result = await submitShared(hold, link)
    if (result.ok) setDone(hold)
    else form.setError('link', { type: 'refused', message: result.message })
  })
  if (done) return <Done hold={done} online={online} />

  const chosen = holds?.find((h) => keyOf(h) === picked) ?? (holds?.length === 1 ? holds[0] : undefined)
  const hint = sharedLink(shared) ? 'The link you shared. Check it is your video.' : 'Nothing shared had a link: paste the link to your video.'
  return (
    <Card>
      <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate aria-labelledby="share-title">
        <CardTitle id="share-title">Your video</CardTitle>
        <TextField form={form} name="link" id="share-link" label="Video link" hint={hint} alert type="url" inputMode="url" placeholder="https://www.tiktok.com/@you/video/…" />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">Attach it to</legend>
          {holds === undefined ? <CardDescription>Loading your slots…</CardDescription> : null}
          {holds?.length === 0 ? <OpenSounds now={now} loaded={pulled !== false} blocked={blocked} onHold={(id) => (justHeld.current = `sound:${id}`)} /> : null}
          {holds?.map((h) => <HoldChoice key={keyOf(h)} hold={h} checked={chosen === h} onPick={() => form.setValue('hold', keyOf(h))} now={now} />)}
        </fieldset>
        {blocked ? (
          <p className="text-sm text-warning" id="share-blocked">
            {blocked}
          </p>
        ) : null}
        <SubmitButton control={form.control} disabled={!holds?.length || Boolean(blocked)} aria-describedby={blocked ? 'share-blocked' : undefined} className="justify-self-start">
          Submit video link
        </SubmitButton>
      </form>
    </Card>
  )
}
