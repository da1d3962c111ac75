import { DEFAULT_HOLD_HOURS, MAX_HOLD_HOURS, MAX_SLOTS } from '@server/lib/marketplace-values'
import { Link, useNavigate } from '@tanstack/react-router'
import { AlertTriangle, Wallet } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { fieldsResolver, FormError, showProblem, SubmitButton } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { clearDraft, readDraft, saveDraft } from '@/lib/form-draft'
import { whyNot } from '@/lib/portal/account-state'
import { formatMoney, parseMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useUserData } from '@/lib/session/session'
import { createRequest, requestBodyOf, type RequestBody, type RequestFormValues } from './actions'
import { useCurrency } from './hooks'

type Kind = 'duet' | 'script'
const EMPTY: RequestFormValues = { title: '', brief: '', material: '', slots: '', pay: '', holdHours: String(DEFAULT_HOLD_HOURS) }

// The form is checked with the server's schema (through the body it becomes) on submit; that body
// is what is queued.
const resolver = fieldsResolver((v: RequestFormValues, ctx: { type: Kind; currency: string }) => {
  const checked = requestBodyOf(ctx.type, v, ctx.currency)
  return checked.ok ? { ok: true, value: checked.body } : { ok: false, fields: checked.errors }
})

const COPY = {
  duet: {
    intro: 'Creators duet your advert video and post it. You approve each video before it is paid.',
    material: 'Video to duet',
    materialHint: 'The https link to your advert on TikTok, Instagram, YouTube or another short-video site.',
  },
  script: {
    intro: 'Creators film your script in their own style. You approve each video before it is paid.',
    material: 'Script',
    materialHint: 'What the video should say or show.',
  },
} as const

/** The form of a new duet or script request, with its budget checked against the wallet. */
export function RequestForm({ type }: { type: Kind }) {
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const currency = useCurrency()
  const user = useUserData()
  const uid = typeof user?.id === 'string' ? user.id : null
  const draftName = `brand-request-${type}`
  // A message about a field goes once the user changes it; the next submit checks again. What was
  // typed is kept for this tab (a detour to add money, then Back, finds it again).
  const [restored] = useState(() => readDraft(uid, draftName, EMPTY))
  const form = useForm({ resolver, context: { type, currency }, defaultValues: restored ?? EMPTY, reValidateMode: 'onSubmit' })
  const typed = useWatch({ control: form.control })
  useEffect(() => saveDraft(uid, draftName, typed, EMPTY), [typed, uid, draftName])
  const { errors } = useFormState({ control: form.control })
  const [slotsText, payText] = useWatch({ control: form.control, name: ['slots', 'pay'] })
  const copy = COPY[type]

  const slots = /^\s*\d+\s*$/.test(slotsText) ? Number(slotsText) : null
  const pay = payText.trim() ? parseMoney(payText, currency) : null
  const budget = slots !== null && pay !== null ? slots * pay : null
  const short = budget !== null && balance ? budget > balance.available : false
  // Said next to the button before the user tries, not after as a refused sync.
  const blocked = whyNot(user, 'run_campaigns')
  const reason = blocked ?? (short && balance && budget !== null ? `Your available balance (${formatMoney(balance.available, currency)}) does not cover this budget of ${formatMoney(budget, currency)}.` : null)

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await createRequest(body, currency)
    if (result.ok) {
      clearDraft(uid, draftName)
      return void (await navigate({ to: '/mybrandrequests' }))
    }
    showProblem(form, { message: result.message ?? 'Check the highlighted fields.', fields: result.errors })
  })

  const control = (field: keyof RequestFormValues) => ({
    id: `request-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`request-${field}`, { hint: true, error: errors[field] }),
    ...form.register(field, { onChange: () => form.clearErrors(field) }),
  })

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card>
        <CardTitle>Request details</CardTitle>
        <CardDescription>{copy.intro}</CardDescription>
        {restored ? (
          <p className="mt-3 text-sm text-soft-foreground" data-testid="draft-restored">
            Your request as you left it is filled in below.
          </p>
        ) : null}
        {blocked ? (
          <Alert tone="warning" className="mt-4" data-testid="blocked-reason">
            <AlertTriangle aria-hidden />
            <p>{blocked}</p>
          </Alert>
        ) : null}
        <form onSubmit={(e) => void onSubmit(e)} className="mt-5 grid gap-4" noValidate>
          <Field label="Title" htmlFor="request-title" hint="Optional; the start of the brief is used without one." error={errors.title?.message}>
            <Input {...control('title')} maxLength={120} />
          </Field>
          <Field label="Brief" htmlFor="request-brief" required hint="What you want from creators: the product, the tone, what to avoid." error={errors.brief?.message}>
            <Textarea {...control('brief')} rows={4} />
          </Field>
          <Field label={copy.material} htmlFor="request-material" required hint={copy.materialHint} error={errors.material?.message}>
            {type === 'duet' ? (
              <Input {...control('material')} type="url" inputMode="url" placeholder="https://www.tiktok.com/@yourbrand/video/…" />
            ) : (
              <Textarea {...control('material')} rows={8} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Slots" htmlFor="request-slots" required hint={`Videos wanted (1–${MAX_SLOTS}).`} error={errors.slots?.message}>
              <Input {...control('slots')} inputMode="numeric" />
            </Field>
            <Field label={`Pay per video (${currency})`} htmlFor="request-pay" required hint="Paid for each approved video." error={errors.pay?.message}>
              <Input {...control('pay')} inputMode="decimal" placeholder="2500.00" />
            </Field>
            <Field label="Hold time (hours)" htmlFor="request-holdHours" required hint={`How long a creator keeps a slot (1–${MAX_HOLD_HOURS}).`} error={errors.holdHours?.message}>
              <Input {...control('holdHours')} inputMode="numeric" />
            </Field>
          </div>
          <BudgetLine budget={budget} currency={currency} balance={balance} short={short} />
          <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
          <RequestButtons form={form} reason={reason} />
        </form>
      </Card>
      <BudgetCard budget={budget} currency={currency} balance={balance} short={short} />
    </div>
  )
}

function RequestButtons({ form, reason }: { form: UseFormReturn<RequestFormValues, { type: Kind; currency: string }, RequestBody>; reason: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton control={form.control} busyLabel="Saving…" disabled={Boolean(reason)} aria-describedby={reason ? 'request-submit-reason' : undefined}>
        Create request
      </SubmitButton>
      <Button asChild variant="secondary">
        <Link to="/mybrandrequests">My Adverts</Link>
      </Button>
      {reason ? (
        <p id="request-submit-reason" className="w-full text-sm text-warning" data-testid="submit-reason">
          {reason}
        </p>
      ) : null}
    </div>
  )
}

function BudgetCard({ budget, currency, balance, short }: { budget: number | null; currency: string; balance: ReturnType<typeof useWalletBalance>; short: boolean }) {
  return (
    <Card className="grid gap-4" aria-labelledby="budget-title" data-testid="budget-card">
      <CardTitle id="budget-title" className="flex items-center gap-2">
        <Wallet size={18} aria-hidden /> Budget
      </CardTitle>
      <dl className="grid gap-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Slots × pay per video</dt>
          <dd className="font-semibold text-foreground" data-testid="budget-total">
            {budget === null ? '—' : formatMoney(budget, currency)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Available in your wallet</dt>
          <dd className="font-semibold text-foreground" data-testid="budget-available">
            {balance ? formatMoney(balance.available, balance.currency) : balance === undefined ? 'Loading…' : 'Not loaded yet'}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">The budget is held from your wallet when the request is created and paid to creators as you approve their videos. What is not spent comes back if you withdraw the request.</p>
      {balance === null ? <p className="text-sm text-soft-foreground">Your balance has not been loaded on this device yet; it is checked when the request reaches the server.</p> : null}
      {short ? (
        <Alert tone="warning" role="alert">
          <AlertTriangle aria-hidden />
          <div>
            <AlertTitle>Your balance does not cover this budget</AlertTitle>
            <AlertDescription>
              <p>
                Fund your wallet first, or ask for fewer slots. The server refuses a request it cannot hold the money for.{' '}
                <Link to="/transactions" className="font-medium underline">
                  Go to Transactions
                </Link>
              </p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
    </Card>
  )
}

/** The budget beside the button, so it is seen on a phone where the budget card comes last. */
function BudgetLine({ budget, currency, balance, short }: { budget: number | null; currency: string; balance: ReturnType<typeof useWalletBalance>; short: boolean }) {
  if (budget === null) return null
  return (
    <p className={short ? 'text-sm font-medium text-warning' : 'text-sm text-soft-foreground'}>
      Budget {formatMoney(budget, currency)}
      {balance ? ` · ${formatMoney(balance.available, balance.currency)} available` : ''}
      {short ? ' — more than your wallet holds.' : ''}
    </p>
  )
}
