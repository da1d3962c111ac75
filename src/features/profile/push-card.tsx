import { useEffect, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/lib/notify'
import { changePushKinds, currentSubscription, PUSH_KINDS, pushSupport, savedKinds, turnPushOff, turnPushOn, type PushKind } from '@/lib/pwa/push-subscription'
import { useOnline } from '@/lib/use-online'

const KIND_TEXT: Record<PushKind, { label: string; hint: string }> = {
  approvals: { label: 'Videos', hint: 'New videos to review, and your videos approved or not' },
  money: { label: 'Money', hint: 'Payments, clicks paid, withdrawals and wallet funding' },
  reminders: { label: 'Slots and reminders', hint: 'Holds running out, automatic approvals coming, budgets nearly spent' },
  accounts: { label: 'Account', hint: 'Your account’s approval, sign-in and password alerts; for admins, new accounts waiting' },
}

const SUPPORT_TEXT = {
  'install-first': 'On iPhone and iPad, notifications work in the installed app only: in Safari tap Share, then “Add to Home Screen”, open Sound Portal from your home screen and turn them on here.',
  unsupported: 'This browser cannot show notifications from the app.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn them on here.',
} as const

/** Profile's "Notifications on this phone": push on or off for this device, and what it is told about. */
export function PushCard() {
  const online = useOnline()
  const [support, setSupport] = useState(pushSupport)
  const [on, setOn] = useState<boolean | null>(null)
  const [kinds, setKinds] = useState<PushKind[]>(savedKinds)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  useEffect(() => {
    let live = true
    void currentSubscription()
      .then((sub) => live && setOn(sub !== null))
      .catch(() => live && setOn(false))
    return () => {
      live = false
    }
  }, [])

  async function run(work: () => Promise<void>, done: string) {
    setBusy(true)
    setProblem(null)
    try {
      await work()
      toast.success(done)
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err))
    } finally {
      setSupport(pushSupport())
      setBusy(false)
    }
  }

  const toggle = (next: boolean) =>
    run(async () => {
      if (next) await turnPushOn(kinds)
      else await turnPushOff()
      setOn(next)
    }, next ? 'Notifications are on for this phone.' : 'Notifications are off for this phone.')

  const choose = (kind: PushKind, wanted: boolean) => {
    const next = PUSH_KINDS.filter((k) => (k === kind ? wanted : kinds.includes(k)))
    if (next.length === 0) return setProblem('Keep at least one kind, or turn notifications off.')
    setKinds(next)
    if (on) void run(() => changePushKinds(next), 'Saved what this phone is told about.')
  }

  const usable = support === 'ready' || (support === 'blocked' && on)
  const locked = busy || !online || on === null
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Notifications on this phone</CardTitle>
      <CardDescription>Be told when something needs you, even with the app closed. Tapping one opens the right screen.</CardDescription>
      {!usable ? (
        <p className="mt-4 text-sm text-foreground">{SUPPORT_TEXT[support as keyof typeof SUPPORT_TEXT]}</p>
      ) : (
        <div className="mt-4 space-y-4">
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={`${id}-switch`} className="font-medium text-foreground">
              Send notifications here
            </label>
            <Switch id={`${id}-switch`} checked={on === true} disabled={locked} onCheckedChange={(v) => void toggle(v)} />
          </div>
          {!online ? <p className="text-sm text-muted-foreground">Turning notifications on or off needs a connection. You are offline.</p> : null}
          <fieldset disabled={locked} className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-foreground">Tell me about</legend>
            {PUSH_KINDS.map((kind) => (
              <div key={kind} className="flex items-start gap-3">
                <Checkbox id={`${id}-${kind}`} checked={kinds.includes(kind)} disabled={locked} onCheckedChange={(v) => choose(kind, v === true)} aria-describedby={`${id}-${kind}-hint`} />
                <label htmlFor={`${id}-${kind}`} className="text-sm">
                  <span className="block font-medium text-foreground">{KIND_TEXT[kind].label}</span>
                  <span id={`${id}-${kind}-hint`} className="block text-muted-foreground">
                    {KIND_TEXT[kind].hint}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        </div>
      )}
      {problem ? (
        <Alert tone="danger" role="alert" className="mt-4">
          {problem}
        </Alert>
      ) : null}
    </Card>
  )
}
