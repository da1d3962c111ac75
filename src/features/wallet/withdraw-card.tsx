import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { checkResolver, SubmitButton, TextField } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/native-select'
import type { WalletBanksRow } from '@/db/mirrors/wallet'
import { currencySymbol, formatMoney } from '@/lib/portal/format'
import { accountLabel, withdraw } from './actions'
import type { WalletEntry } from './hooks'
import { checkWithdrawal } from './transactions'
import { RefusedEntries } from './wallet-entries'

type Context = { currency: string; available: number; single: string }
// With one account the select shows it and offers no other: it is the one chosen.
const resolver = checkResolver((v: { accountId?: string; amount: string }, ctx: Context) => {
  const accountId = v.accountId || ctx.single
  const check = checkWithdrawal(v.amount, ctx.currency, accountId, ctx.available)
  return check.ok ? { ok: true, value: { amount: check.amount, accountId } } : { ok: false, field: 'amount', message: check.message }
})

/** Sends money from the available balance to a confirmed account; works offline (queued). */
export function WithdrawCard({ currency, available, banks, entries }: { currency: string | null; available: number; banks: WalletBanksRow | null | undefined; entries: WalletEntry[] }) {
  const accounts = banks?.accounts ?? []
  const single = accounts.length === 1 ? (accounts[0]?.id ?? '') : ''
  const form = useForm({ resolver, context: { currency: currency ?? '', available, single }, defaultValues: { amount: '' } })
  const [done, setDone] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async ({ amount, accountId }) => {
    if (!currency) return
    const result = await withdraw(amount, currency, accounts.find((a) => a.id === accountId))
    setDone(result.ok ? (result.message ?? null) : null)
    if (result.ok) form.resetField('amount')
    else form.setError('amount', { type: 'refused', message: result.message })
  }, () => setDone(null))

  const hint = currency ? `Available: ${formatMoney(available, currency)}` : undefined
  return (
    <Card aria-labelledby="withdraw-title">
      <CardTitle id="withdraw-title">Withdraw</CardTitle>
      <CardDescription>Send money from your available balance to one of your bank accounts. Works offline too.</CardDescription>
      {!currency ? (
        <p className="mt-4 text-sm text-muted-foreground">You can withdraw once your balance has been loaded.</p>
      ) : accounts.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Add and confirm a bank account first.</p>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-3" noValidate>
          <Field label="To account" htmlFor="withdraw-account">
            <NativeSelect id="withdraw-account" {...form.register('accountId')}>
              {accounts.length > 1 ? <option value="">Choose an account</option> : null}
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {accountLabel(a)} — {a.accountName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <TextField form={form} name="amount" id="withdraw-amount" label={`Amount (${currencySymbol(currency)})`} hint={hint} alert inputMode="decimal" autoComplete="off" />
          <div>
            <SubmitButton control={form.control}>Withdraw</SubmitButton>
          </div>
        </form>
      )}
      {done ? (
        <p role="status" className="mt-3 text-sm text-success">
          {done}
        </p>
      ) : null}
      {currency ? <RefusedEntries entries={entries.filter((e) => e.kind === 'withdraw')} currency={currency} /> : null}
    </Card>
  )
}
