import { ExternalLink } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { whyNot } from '@/lib/portal/account-state'
import { currencySymbol, formatMoney } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { fundWallet } from './actions'
import { useOpenFundings, type WalletEntry } from './hooks'
import { RefusedEntries } from './wallet-entries'

/** Adds money to the wallet; works offline (queued, shown pending, sent on reconnect). */
export function FundCard({ currency, entries }: { currency: string | null; entries: WalletEntry[] }) {
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const open = useOpenFundings()
  // The server adds money only to approved accounts: said here, before the user tries.
  const blocked = whyNot(useUserData(), 'fund')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!currency) return
    setBusy(true)
    const result = await fundWallet(amount, currency)
    setBusy(false)
    setError(result.ok ? null : result.message)
    setDone(result.ok ? (result.message ?? null) : null)
    if (result.ok) setAmount('')
  }

  const hint = currency ? `In ${currency}, e.g. 5,000.00` : undefined
  return (
    <Card aria-labelledby="fund-title">
      <CardTitle id="fund-title">Fund wallet</CardTitle>
      <CardDescription>Add money to pay for sounds and requests. Works offline: it is sent when you are back online.</CardDescription>
      {currency ? (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
          <Field label={`Amount (${currencySymbol(currency)})`} htmlFor="fund-amount" hint={hint} error={error ?? undefined} className="flex-1">
            <Input
              id="fund-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('fund-amount', { hint, error })}
            />
          </Field>
          <Button type="submit" disabled={busy || Boolean(blocked)} className="sm:mt-6" aria-describedby={blocked ? 'fund-blocked' : undefined}>
            Fund wallet
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">You can fund your wallet once your balance has been loaded.</p>
      )}
      {blocked ? (
        <p id="fund-blocked" className="mt-3 text-sm text-amber-800 dark:text-amber-200" data-testid="submit-reason">
          {blocked}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      ) : null}
      {open && open.length > 0 && currency ? (
        <ul className="mt-4 grid gap-2" aria-label="Payments to complete">
          {open.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
              <span>
                {formatMoney(f.amount, currency)} waits for your payment at {f.provider}.
              </span>
              <a
                href={f.authorizationUrl ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Complete payment <ExternalLink size={14} aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {currency ? <RefusedEntries entries={entries.filter((e) => e.kind === 'fund')} currency={currency} /> : null}
    </Card>
  )
}
