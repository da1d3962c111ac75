import { Landmark } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import type { BankAccountView } from '@server/wallet/wallet.schemas'
import type { WalletBanksRow } from '@/db/mirrors/wallet'
import { accountLabel, confirmBankAccount, resolveBankAccount } from './actions'

/** The user's confirmed accounts, and adding one: the bank resolves the name, the user confirms it. */
export function BankAccountsCard({ banks, pulled, online }: { banks: WalletBanksRow | null | undefined; pulled: boolean; online: boolean }) {
  return (
    <Card aria-labelledby="banks-title">
      <CardTitle id="banks-title">Bank accounts</CardTitle>
      <CardDescription>Withdrawals go to an account you have confirmed.</CardDescription>
      {banks === undefined ? (
        <Skeleton className="mt-4 h-16" aria-label="Loading bank accounts" />
      ) : banks === null ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {online || pulled ? 'Loading your bank accounts…' : 'Your bank accounts have not been loaded on this device yet. They will show once you are back online.'}
        </p>
      ) : (
        <>
          <AccountList accounts={banks.accounts} />
          <AddAccount banks={banks.banks} online={online} />
        </>
      )}
    </Card>
  )
}

function AccountList({ accounts }: { accounts: BankAccountView[] }) {
  if (accounts.length === 0) return <p className="mt-4 text-sm text-muted-foreground">No bank account yet. Add one below to withdraw.</p>
  return (
    <ul className="mt-4 divide-y divide-border" aria-label="Your bank accounts" data-testid="bank-accounts">
      {accounts.map((a) => (
        <li key={a.id} className="flex items-center gap-3 py-2.5">
          <Landmark size={18} aria-hidden className="shrink-0 text-slate-500" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-foreground">{a.accountName}</p>
            <p className="text-xs text-muted-foreground">{accountLabel(a)}</p>
          </div>
          <Badge variant="success">Confirmed</Badge>
        </li>
      ))}
    </ul>
  )
}

function AddAccount({ banks, online }: { banks: WalletBanksRow['banks']; online: boolean }) {
  const [bankCode, setBankCode] = useState('')
  const [number, setNumber] = useState('')
  const [errors, setErrors] = useState<{ bank_code?: string; account_number?: string; form?: string }>({})
  const [resolved, setResolved] = useState<BankAccountView | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  // The server could not be reached: the step that failed, offered again as it was.
  const [retry, setRetry] = useState<null | 'lookup' | 'confirm'>(null)
  const panel = useRef<HTMLDivElement>(null)
  // The resolved name replaces the form: keyboard and screen-reader users are taken to it.
  useEffect(() => {
    if (resolved) panel.current?.focus()
  }, [resolved])

  async function lookup() {
    setDone(null)
    setBusy(true)
    setRetry(null)
    const result = await resolveBankAccount(bankCode, number)
    setBusy(false)
    if (result.ok) {
      setErrors({})
      setResolved(result.account)
    } else {
      setErrors(result.field ? { [result.field]: result.message } : { form: result.message })
      if (result.retry) setRetry('lookup')
    }
  }

  function onLookup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void lookup()
  }

  async function onConfirm() {
    if (!resolved) return
    setBusy(true)
    setRetry(null)
    const result = await confirmBankAccount(resolved.id)
    setBusy(false)
    if (!result.ok && 'retry' in result && result.retry) setRetry('confirm')
    if (result.ok) {
      setResolved(null)
      setNumber('')
      setBankCode('')
      setErrors({})
      setDone(result.message ?? 'Bank account added.')
    } else setErrors({ form: result.message })
  }

  const numberHint = '10 digits (NUBAN)'
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 className="text-sm font-semibold text-foreground">Add a bank account</h3>
      {!online ? (
        <p className="mt-2 text-sm text-warning" role="status">
          You are offline. Adding a bank account needs a connection, because the bank is asked for the account name.
        </p>
      ) : null}
      {resolved ? (
        <div
          ref={panel}
          tabIndex={-1}
          role="group"
          aria-label="Confirm the account name"
          className="mt-3 rounded-lg bg-muted/50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          data-testid="bank-confirm"
        >
          <p className="text-sm text-soft-foreground">The bank says this account belongs to:</p>
          <p className="mt-1 text-lg font-semibold text-foreground">{resolved.accountName}</p>
          <p className="text-sm text-muted-foreground">
            {resolved.bankName} · {resolved.accountNumber}
          </p>
          <p className="mt-2 text-sm text-soft-foreground">Is this your account? Only confirm an account in your own name.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void onConfirm()} disabled={busy}>
              Confirm account
            </Button>
            <Button variant="secondary" onClick={() => setResolved(null)} disabled={busy}>
              Not my account
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onLookup} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1" noValidate>
          <Field label="Bank" htmlFor="bank-code" error={errors.bank_code}>
            <NativeSelect
              id="bank-code"
              value={bankCode}
              onChange={(e) => setBankCode(e.target.value)}
              aria-invalid={errors.bank_code ? true : undefined}
              aria-describedby={describedBy('bank-code', { error: errors.bank_code })}
            >
              <option value="">Choose your bank</option>
              {banks.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Account number" htmlFor="account-number" hint={numberHint} error={errors.account_number}>
            <Input
              id="account-number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={number}
              onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
              aria-invalid={errors.account_number ? true : undefined}
              aria-describedby={describedBy('account-number', { hint: numberHint, error: errors.account_number })}
            />
          </Field>
          <div className="sm:col-span-2 lg:col-span-1">
            <Button type="submit" variant="secondary" disabled={busy || !online}>
              {busy ? 'Looking up…' : 'Look up account name'}
            </Button>
          </div>
        </form>
      )}
      {errors.form ? (
        <Alert tone="danger" role="alert" className="mt-3">
          {errors.form}
          {retry ? (
            <Button variant="secondary" className="ml-3" disabled={busy} onClick={() => void (retry === 'lookup' ? lookup() : onConfirm())}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {done ? (
        <p role="status" className="mt-3 text-sm text-success">
          {done}
        </p>
      ) : null}
    </div>
  )
}
