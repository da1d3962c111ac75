import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { checkResolver, SubmitButton, TextField } from '@/components/ui/form'
import { whyNot } from '@/lib/portal/account-state'
import { currencySymbol, formatMoney } from '@/lib/portal/format'
import { useUserData } from '@/lib/session/session'
import { fundWallet } from './actions'
import { useOpenFundings, type WalletEntry } from './hooks'
import { checkFundAmount } from './transactions'
import { RefusedEntries } from './wallet-entries'

const resolver = checkResolver((v: { amount: string }, ctx: { currency: string }) => {
  const check = checkFundAmount(v.amount, ctx.currency)
  return check.ok ? { ok: true, value: check.amount } : { ok: false, field: 'amount', message: check.message }
})

/** Adds money to the wallet; works offline (queued, shown pending, sent on reconnect). */
export function FundCard({ currency, entries }: { currency: string | null; entries: WalletEntry[] }) {
  const form = useForm({ resolver, context: { currency: currency ?? '' }, defaultValues: { amount: '' } })
  const [done, setDone] = useState<string | null>(null)
  const open = useOpenFundings()
  // The server adds money only to approved accounts: said here, before the user tries.
  const blocked = whyNot(useUserData(), 'fund')

  const onSubmit = form.handleSubmit(async (amount) => {
    if (!currency) return
    const result = await fundWallet(amount, currency)
    setDone(result.ok ? (result.message ?? null) : null)
    if (result.ok) form.reset()
    else form.setError('amount', { type: 'refused', message: result.message })
  }, () => setDone(null))

  const hint = currency ? `In ${currency}, e.g. 5,000.00` : undefined
  return (
    <Card aria-labelledby="fund-title">
      <CardTitle id="fund-title">Fund wallet</CardTitle>
      <CardDescription>Add money to pay for sounds and requests. Works offline: it is sent when you are back online.</CardDescription>
      {currency ? (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
          <TextField form={form} name="amount" id="fund-amount" label={`Amount (${currencySymbol(currency)})`} hint={hint} alert className="flex-1" inputMode="decimal" autoComplete="off" />
          <SubmitButton control={form.control} disabled={Boolean(blocked)} className="sm:mt-6" aria-describedby={blocked ? 'fund-blocked' : undefined}>
            Fund wallet
          </SubmitButton>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">You can fund your wallet once your balance has been loaded.</p>
      )}
      {blocked ? (
        <p id="fund-blocked" className="mt-3 text-sm text-warning" data-testid="submit-reason">
          {blocked}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-3 text-sm text-success">
          {done}
        </p>
      ) : null}
      {open && open.length > 0 && currency ? (
        <ul className="mt-4 grid gap-2" aria-label="Payments to complete">
          {open.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-warning-soft/50 p-3 text-sm text-warning-soft-foreground">
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
