import { Flag, Gavel, MessageSquareWarning } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { REPORT_REASONS, type ReportReason } from '@server/lib/marketplace-values'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SelectField, SubmitButton, TextAreaField } from '@/components/ui/form'
import type { ApprovalRow } from '@/db/mirrors/market'
import { appeal, decideAppeal, decideReport, report } from '@/lib/portal/disputes/actions'
import { REPORT_REASON_LABEL } from '@/lib/portal/disputes/words'

type Approval = Pick<ApprovalRow, 'id' | 'campaignTitle' | 'creatorName'>

/** A dialog with one form: its fields, and a submit that closes it once the write is queued. */
function FormDialog({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (o: boolean) => void; title: string; description: string; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** The owner reports an approved video during its hold: a reason from the list, and words for “something else”. */
export function ReportButton({ a }: { a: Approval }) {
  const [open, setOpen] = useState(false)
  const form = useForm<{ reason: ReportReason; note: string }>({ defaultValues: { reason: 'sound_not_audible', note: '' } })
  const submit = form.handleSubmit(async ({ reason, note }) => {
    const r = await report(a, reason, note)
    if (!r.ok) return form.setError('note', { type: 'server', message: r.message })
    setOpen(false)
    form.reset()
  })
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden /> Report<span className="sr-only"> the video of {a.creatorName ?? 'a creator'} for {a.campaignTitle}</span>
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Report this video?" description="Its pay stays on hold until an admin looks at the video and decides: back to your campaign, or to the creator.">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
          <SelectField form={form} name="reason" id={`report-reason-${a.id}`} label="What is wrong">
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABEL[r]}
              </option>
            ))}
          </SelectField>
          <TextAreaField form={form} name="note" id={`report-note-${a.id}`} label="Details (needed for “Something else”)" hint="The creator and the admin see them." alert rows={3} maxLength={1000} />
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton control={form.control} variant="danger">
              Send report
            </SubmitButton>
          </DialogFooter>
        </form>
      </FormDialog>
    </>
  )
}

/** The creator appeals a rejection, once, in their own words. */
export function AppealButton({ a }: { a: Approval }) {
  const [open, setOpen] = useState(false)
  const form = useForm({ defaultValues: { note: '' } })
  const submit = form.handleSubmit(async ({ note }) => {
    const r = await appeal(a, note)
    if (!r.ok) return form.setError('note', { type: 'server', message: r.message })
    setOpen(false)
    form.reset()
  })
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <MessageSquareWarning size={16} aria-hidden /> Appeal<span className="sr-only"> the rejection of your video for {a.campaignTitle}</span>
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Appeal this rejection?" description="An admin looks at the video again. You can appeal once.">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
          <TextAreaField form={form} name="note" id={`appeal-note-${a.id}`} label="Why it should be approved" alert rows={3} maxLength={1000} />
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton control={form.control}>Send appeal</SubmitButton>
          </DialogFooter>
        </form>
      </FormDialog>
    </>
  )
}

/** An admin's two answers to an open report or appeal; `onMessage` says a refusal. */
export function AdminDecision({ a, kind, onMessage }: { a: Approval; kind: 'report' | 'appeal'; onMessage: (m: string | null) => void }) {
  const choices = kind === 'report' ? ([['refund', 'Refund the campaign'], ['release', 'Release the pay']] as const) : ([['pay', 'Approve and pay'], ['keep', 'Keep rejected']] as const)
  const decide = async (decision: (typeof choices)[number][0]) => {
    const r = kind === 'report' ? await decideReport(a, decision as 'refund' | 'release') : await decideAppeal(a, decision as 'pay' | 'keep')
    onMessage(r.ok ? null : r.message)
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={kind === 'report' ? 'Decide the report' : 'Decide the appeal'}>
      {choices.map(([value, label]) => (
        <Button key={value} size="sm" variant={value === 'refund' || value === 'keep' ? 'secondary' : 'success'} onClick={() => void decide(value)}>
          <Gavel size={16} aria-hidden /> {label}
        </Button>
      ))}
    </div>
  )
}
