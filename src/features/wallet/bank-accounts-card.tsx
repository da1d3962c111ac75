import { Landmark } from 'lucide-react'
import { BankAddInitBodySchema } from '@server/routes/wallet/wallet.schemas'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { checkResolver, SelectField, showProblem, SubmitButton, TextField } from '@/components/ui/form'
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

type Lookup = { bank_code: string; account_number: string }
// Checked with the server's own schema before the bank is asked; a bank not chosen is said plainly.
const lookupResolver = checkResolver((v: Lookup) => {
  const parsed = BankAddInitBodySchema.safeParse({ bank_code: v.bank_code, account_number: v.account_number.replace(/\s/g, '') })
  if (parsed.success) return { ok: true, value: v }
  const issue = parsed.error.issues[0]
  const field = issue?.path[0] === 'bank_code' ? 'bank_code' : 'account_number'
  return { ok: false, field, message: field === 'bank_code' && !v.bank_code ? 'Choose your bank.' : (issue?.message ?? 'Check the account number.') }
})

function AddAccount({ banks, online }: { banks: WalletBanksRow['banks']; online: boolean }) {
  const lookupForm = useForm({ resolver: lookupResolver, defaultValues: { bank_code: '', account_number: '' } })
  // Confirming has no fields: the form gives it its busy state and its refusal.
  const confirmForm = useForm()
  const [resolved, setResolved] = useState<BankAccountView | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // The server could not be reached: the step that failed, offered again as it was.
  const [retry, setRetry] = useState<null | 'lookup' | 'confirm'>(null)
  const panel = useRef<HTMLDivElement>(null)
  // The resolved name replaces the form: keyboard and screen-reader users are taken to it.
  useEffect(() => {
    if (resolved) panel.current?.focus()
  }, [resolved])

  const onLookup = lookupForm.handleSubmit(async ({ bank_code, account_number }) => {
    setDone(null)
    setRetry(null)
    const result = await resolveBankAccount(bank_code, account_number)
    if (result.ok) return setResolved(result.account)
    if (result.field) lookupForm.setError(result.field, { type: 'server', message: result.message })
    else showProblem(lookupForm, { message: result.message })
    if (result.retry) setRetry('lookup')
  })

  const onConfirm = confirmForm.handleSubmit(async () => {
    if (!resolved) return
    setRetry(null)
    const result = await confirmBankAccount(resolved.id)
    if (!result.ok && 'retry' in result && result.retry) setRetry('confirm')
    if (!result.ok) return showProblem(confirmForm, { message: result.message })
    setResolved(null)
    lookupForm.reset()
    setDone(result.message ?? 'Bank account added.')
  })

  const busy = lookupForm.formState.isSubmitting || confirmForm.formState.isSubmitting
  const problem = resolved ? confirmForm.formState.errors.root?.message : lookupForm.formState.errors.root?.message
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
          <form className="mt-3 flex flex-wrap gap-2" noValidate onSubmit={(e) => void onConfirm(e)}>
            <SubmitButton control={confirmForm.control}>Confirm account</SubmitButton>
            <Button variant="secondary" onClick={() => (setResolved(null), setRetry(null), confirmForm.clearErrors())} disabled={busy}>
              Not my account
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={(e) => void onLookup(e)} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1" noValidate>
          <SelectField form={lookupForm} name="bank_code" id="bank-code" label="Bank" alert>
            <option value="">Choose your bank</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <TextField
            form={lookupForm}
            name="account_number"
            id="account-number"
            label="Account number"
            hint={numberHint}
            alert
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            // Digits only, as they are typed.
            options={{ onChange: (e: { target: { value: string } }) => lookupForm.setValue('account_number', e.target.value.replace(/\D/g, '')) }}
          />
          <div className="sm:col-span-2 lg:col-span-1">
            <SubmitButton control={lookupForm.control} variant="secondary" disabled={!online} busyLabel="Looking up…">
              Look up account name
            </SubmitButton>
          </div>
        </form>
      )}
      {problem ? (
        <Alert tone="danger" role="alert" className="mt-3">
          {problem}
          {retry ? (
            <Button variant="secondary" className="ml-3" disabled={busy} onClick={() => void (retry === 'lookup' ? onLookup() : onConfirm())}>
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
