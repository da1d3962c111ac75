import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { WalletBanksRow } from '@/db/mirrors/wallet'
import { currencySymbol, formatMoney } from '@/lib/portal/format'
import { accountLabel, withdraw } from './actions'
import type { WalletEntry } from './hooks'
import { RefusedEntries } from './wallet-entries'

/** Sends money from the available balance to a confirmed account; works offline (queued). */
export function WithdrawCard({ currency, available, banks, entries }: { currency: string | null; available: number; banks: WalletBanksRow | null | undefined; entries: WalletEntry[] }) {
  const accounts = banks?.accounts ?? []
  const [accountId, setAccountId] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const chosen = accountId || (accounts.length === 1 ? (accounts[0]?.id ?? '') : '')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!currency) return
    setBusy(true)
    const result = await withdraw(amount, currency, accounts.find((a) => a.id === chosen), available)
    setBusy(false)
    setError(result.ok ? null : result.message)
    setDone(result.ok ? (result.message ?? null) : null)
    if (result.ok) setAmount('')
  }

  const hint = currency ? `Available: ${formatMoney(available, currency)}` : undefined
  return (
    <Card aria-labelledby="withdraw-title">
      <CardTitle id="withdraw-title">Withdraw</CardTitle>
      <CardDescription>Send money from your available balance to one of your bank accounts. Works offline too.</CardDescription>
      {!currency ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">You can withdraw once your balance has been loaded.</p>
      ) : accounts.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Add and confirm a bank account first.</p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-3" noValidate>
          <Field label="To account" htmlFor="withdraw-account">
            <NativeSelect id="withdraw-account" value={chosen} onChange={(e) => setAccountId(e.target.value)}>
              {accounts.length > 1 ? <option value="">Choose an account</option> : null}
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {accountLabel(a)} — {a.accountName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={`Amount (${currencySymbol(currency)})`} htmlFor="withdraw-amount" hint={hint} error={error ?? undefined}>
            <Input
              id="withdraw-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('withdraw-amount', { hint, error })}
            />
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              Withdraw
            </Button>
          </div>
        </form>
      )}
      {done ? (
        <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      ) : null}
      {currency ? <RefusedEntries entries={entries.filter((e) => e.kind === 'withdraw')} currency={currency} /> : null}
    </Card>
  )
}
