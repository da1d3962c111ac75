import { Link, useNavigate } from '@tanstack/react-router'
import { AlertTriangle, Wallet } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Controller, useForm, useFormState, useWatch } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { fieldsResolver, showProblem, SubmitButton } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { whyNot } from '@/lib/portal/account-state'
import { formatMoney, parseMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useUserData } from '@/lib/session/session'
import { DEFAULT_HOLD_HOURS } from '@server/lib/marketplace-values'
import { createSound, soundBodyOf, type SoundFormValues } from './actions'
import { useCategories, useCategoriesPulled, useUploads, type UploadView } from './hooks'
import { UploadField } from './upload-field'
import type { CreateSoundBody } from './writes'

type Kind = SoundFormValues['kind']
/** What the form's check hands the submission: the body, once, and the upload it names. */
type Draft = { body: CreateSoundBody; uploadId: string }

const EMPTY = (kind: Kind): SoundFormValues => ({
  kind,
  title: '',
  categoryId: '',
  payPerUse: '',
  payPerClick: '',
  clickBudget: '',
  slots: '',
  holdHours: String(DEFAULT_HOLD_HOURS),
  videoLinks: '',
  templateLink: '',
  uploadId: '',
})

// The form is checked with the server's schema (through the body it becomes) on submit, every
// refused field at once; that body is what is queued.
const resolver = fieldsResolver((v: SoundFormValues, ctx: { currency: string }) => {
  const built = soundBodyOf(v, ctx.currency)
  if (!built.ok) {
    const { form: _form, ...fields } = built.errors
    return { ok: false, fields }
  }
  return { ok: true, value: { body: built.body, uploadId: v.uploadId } satisfies Draft }
})

const uploadState = (u: UploadView) => (u._pending ? (u._pending.status === 'sending' ? 'uploading' : 'waiting to upload') : 'uploaded')

/** One labelled control of the form, wired to its error and hint. */
function FormField({ id, label, hint, error, required, children }: { id: string; label: string; hint?: string; error?: string; required?: boolean; children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode }) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} required={required}>
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined })}
    </Field>
  )
}

/**
 * The create-sound form for a normal sound or a video-editing-app (CapCut) sound: the audio upload,
 * the campaign's terms, and its budget against the wallet's available balance. Works offline: the
 * sound is queued (after its upload, if that is queued too) and shows in My Songs at once.
 */
export function SoundForm({ kind }: { kind: Kind }) {
  const user = useUserData()
  const wallet = useWalletBalance()
  const categories = useCategories()
  const categoriesPulled = useCategoriesPulled()
  const uploads = useUploads()
  const navigate = useNavigate()
  const currency = wallet?.currency ?? 'NGN'
  // A field's message goes as soon as it is edited; the next submit checks again.
  const form = useForm({ resolver, context: { currency }, defaultValues: EMPTY(kind), reValidateMode: 'onSubmit' })
  const { errors } = useFormState({ control: form.control })
  const [slotsText, payPerUse, clickBudget] = useWatch({ control: form.control, name: ['slots', 'payPerUse', 'clickBudget'] })
  const videoApp = kind === 'video_app'

  const budget = useMemo(() => {
    const amount = (t: string) => (t.trim() ? (parseMoney(t, currency) ?? 0) : 0)
    const slots = /^\d+$/.test(slotsText.trim()) ? Number(slotsText.trim()) : 0
    const slotsTotal = slots * amount(payPerUse)
    const clicks = amount(clickBudget)
    return { slots, slotsTotal, clicks, total: slotsTotal + clicks }
  }, [slotsText, payPerUse, clickBudget, currency])
  const short = wallet ? budget.total > wallet.available : false
  // Said next to the button before the user tries, not after as a refused sync.
  const blocked = whyNot(user, 'run_campaigns')
  const reason = blocked ?? (short && wallet ? `Your available balance (${formatMoney(wallet.available, currency)}) does not cover this budget of ${formatMoney(budget.total, currency)}.` : null)

  const onSubmit = form.handleSubmit(async ({ body, uploadId }) => {
    if (typeof user?.id !== 'string') return showProblem(form, { message: 'Sign in to add a sound.' })
    if (short) return showProblem(form, { message: 'Your available balance does not cover this budget. Fund your wallet first, or lower the slots or amounts.' })
    const result = await createSound({
      body,
      uploadId,
      uploadName: uploads?.find((u) => u.id === uploadId)?.name ?? '',
      artistId: user.id,
      artistName: typeof user.fullName === 'string' ? user.fullName : null,
      categoryName: categories?.find((c) => c.id === body.category_id)?.name ?? null,
      currency,
    })
    if (result.ok) return void navigate({ to: '/manage/artistmusic' })
    const { form: message, ...fields } = result.errors
    for (const [name, text] of Object.entries(fields)) if (text) form.setError(name as keyof SoundFormValues, { type: 'refused', message: text })
    if (message) form.setError('root', { type: 'refused', message })
  })

  const edited = (name: keyof SoundFormValues) => {
    form.clearErrors(name)
    form.clearErrors('root')
  }
  const field = (name: keyof SoundFormValues) => ({ error: errors[name]?.message, register: form.register(name, { onChange: () => edited(name) }) })
  const onQueued = (id: string) => {
    form.setValue('uploadId', id)
    edited('uploadId')
  }
  const f = { title: field('title'), category: field('categoryId'), template: field('templateLink'), ppu: field('payPerUse'), slots: field('slots'), ppc: field('payPerClick'), clicks: field('clickBudget'), hold: field('holdHours'), videos: field('videoLinks') }

  return (
    <div className="flex flex-col gap-6">
      {blocked ? (
        <Alert tone="warning" data-testid="blocked-reason">
          <AlertTriangle aria-hidden />
          <p>{blocked}</p>
        </Alert>
      ) : null}
      <UploadField onQueued={onQueued} description="Upload the sound first (mp3, m4a, wav or ogg, up to 50 MB). Offline, it uploads when you are back online; the sound is sent right after it." />
      <Card>
        <CardTitle>{videoApp ? 'CapCut sound details' : 'Sound details'}</CardTitle>
        <CardDescription>
          {videoApp
            ? 'Creators open your CapCut template and are paid per click on their video; slots with a pay per use are optional.'
            : 'Creators hold a slot, make a video with your sound and are paid per approved use.'}
        </CardDescription>
        <form className="mt-4 grid gap-4 md:grid-cols-2" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={videoApp ? 'Add CapCut sound' : 'Add song'}>
          <FormField id="sound-upload" label="Audio for this sound" required error={errors.uploadId?.message} hint={uploads && uploads.length === 0 ? 'Upload a file above; it is chosen here by itself.' : undefined}>
            {(aria) => (
              // Controlled: an upload chosen by itself appears in the list a moment after it is chosen.
              <Controller
                control={form.control}
                name="uploadId"
                render={({ field: upload }) => (
                  <NativeSelect {...aria} {...upload} onChange={(e) => (upload.onChange(e), edited('uploadId'))}>
                    <option value="">Choose an uploaded file</option>
                    {(uploads ?? []).map((u) => (
                      <option key={u.id} value={u.id}>{`${u.name} (${uploadState(u)})`}</option>
                    ))}
                  </NativeSelect>
                )}
              />
            )}
          </FormField>
          <FormField id="sound-title" label="Title" required error={f.title.error}>
            {(aria) => <Input {...aria} {...f.title.register} maxLength={120} autoComplete="off" />}
          </FormField>
          <FormField
            id="sound-category"
            label="Category"
            required
            error={f.category.error}
            hint={categories === undefined ? 'Loading categories…' : categories.length === 0 ? (categoriesPulled ? 'No categories yet: an admin adds them.' : 'Categories have not been loaded on this device yet; connect once to load them.') : undefined}
          >
            {(aria) => (
              <NativeSelect {...aria} {...f.category.register}>
                <option value="">Choose a category</option>
                {(categories ?? []).map((c) => (
                  <option key={c.id} value={c.id}>{c.name}</option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {videoApp ? (
            <FormField id="sound-template" label="CapCut template link" required error={f.template.error} hint="The https link creators open to use your template.">
              {(aria) => <Input {...aria} {...f.template.register} type="url" inputMode="url" placeholder="https://www.capcut.com/template-detail/…" />}
            </FormField>
          ) : null}
          <FormField id="sound-ppu" label={`Pay per use (${currency})`} required={!videoApp} error={f.ppu.error} hint={videoApp ? 'Only needed when the sound has slots.' : 'Paid to a creator for each approved video.'}>
            {(aria) => <Input {...aria} {...f.ppu.register} inputMode="decimal" placeholder="1500" />}
          </FormField>
          <FormField id="sound-slots" label="Slots" required={!videoApp} error={f.slots.error} hint={videoApp ? 'Optional: videos paid per use.' : 'How many creators may use the sound.'}>
            {(aria) => <Input {...aria} {...f.slots.register} inputMode="numeric" placeholder={videoApp ? '0' : '10'} />}
          </FormField>
          <FormField id="sound-ppc" label={`Pay per click (${currency})`} required={videoApp} error={f.ppc.error} hint={videoApp ? 'Paid for each counted click on a creator’s video.' : 'Optional: also pay per click.'}>
            {(aria) => <Input {...aria} {...f.ppc.register} inputMode="decimal" placeholder="50" />}
          </FormField>
          <FormField id="sound-click-budget" label={`Click budget (${currency})`} required={videoApp} error={f.clicks.error} hint="The part of the escrow that pays for clicks (with a pay per click).">
            {(aria) => <Input {...aria} {...f.clicks.register} inputMode="decimal" placeholder="5000" />}
          </FormField>
          <FormField id="sound-hold" label="Hold hours" error={f.hold.error} hint="How long a creator keeps a slot before submitting a video.">
            {(aria) => <Input {...aria} {...f.hold.register} inputMode="numeric" />}
          </FormField>
          <FormField id="sound-videos" label="Reference video links" error={f.videos.error} hint="Optional: one link a line (TikTok, Instagram, YouTube…).">
            {(aria) => <Textarea {...aria} {...f.videos.register} rows={3} placeholder="https://www.tiktok.com/@you/video/…" />}
          </FormField>

          <div className="md:col-span-2" data-testid="sound-budget">
            <BudgetSummary currency={currency} slots={budget.slots} slotsTotal={budget.slotsTotal} clicks={budget.clicks} total={budget.total} wallet={wallet} short={short} />
          </div>
          {errors.root?.message ? (
            <Alert tone="danger" role="alert" className="md:col-span-2">
              {errors.root.message}
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <SubmitButton control={form.control} disabled={Boolean(reason)} aria-describedby={reason ? 'sound-submit-reason' : undefined}>
              {videoApp ? 'Add CapCut sound' : 'Add song'}
            </SubmitButton>
            {reason ? (
              <p id="sound-submit-reason" className="text-sm text-warning" data-testid="submit-reason">
                {reason}
              </p>
            ) : null}
          </div>
        </form>
      </Card>
    </div>
  )
}

function BudgetSummary({ currency, slots, slotsTotal, clicks, total, wallet, short }: {
  currency: string
  slots: number
  slotsTotal: number
  clicks: number
  total: number
  wallet: ReturnType<typeof useWalletBalance>
  short: boolean
}) {
  return (
    <div className="rounded-lg bg-muted/60 p-4 text-sm ring-1 ring-border">
      <h3 className="font-semibold text-foreground">Campaign budget</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-soft-foreground">
        <dt>Slots ({slots} × pay per use)</dt>
        <dd className="text-right tabular-nums">{formatMoney(slotsTotal, currency)}</dd>
        <dt>Click budget</dt>
        <dd className="text-right tabular-nums">{formatMoney(clicks, currency)}</dd>
        <dt className="font-semibold text-foreground">Taken into escrow</dt>
        <dd className="text-right font-semibold tabular-nums text-foreground">{formatMoney(total, currency)}</dd>
        <dt>Available in your wallet</dt>
        <dd className="text-right tabular-nums">{wallet ? formatMoney(wallet.available, currency) : wallet === undefined ? 'Loading…' : 'Not loaded yet'}</dd>
      </dl>
      {short ? (
        <Alert tone="warning" className="mt-3" data-testid="budget-warning">
          <AlertTriangle aria-hidden />
          <p>
            Your available balance does not cover this budget (short by {formatMoney(total - (wallet?.available ?? 0), currency)}).{' '}
            <Link to="/transactions" className="font-medium underline">
              Fund your wallet
            </Link>
          </p>
        </Alert>
      ) : wallet === null ? (
        <Alert tone="info" className="mt-3">
          <Wallet aria-hidden />
          <p>Your balance has not been loaded on this device yet; the server checks it when the sound is sent.</p>
        </Alert>
      ) : null}
    </div>
  )
}
