import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { toast, type ToastKind } from '@/lib/notify'

const KINDS: [ToastKind, string][] = [
  ['message', 'Your changes were saved.'],
  ['success', 'Payment received.'],
  ['info', 'A new version is ready.'],
  ['warning', 'Storage is almost full.'],
  ['error', 'The upload failed.'],
]

export function ToastsPage() {
  return (
    <>
      <PageHeader title="Toasts" description="Short notices at the top right that disappear on their own. They are announced to screen readers." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Kinds">
          <div className="flex flex-wrap gap-2">
            {KINDS.map(([kind, text]) => (
              <Button key={kind} variant="secondary" className="capitalize" onClick={() => toast[kind](text)}>{kind}</Button>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="With a description and an action">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => toast('Event created', { description: 'Monday, 10:00 — Studio session' })}>Description</Button>
            <Button variant="outline" onClick={() => toast('Item deleted', { action: { label: 'Undo', onClick: () => toast.success('Restored') } })}>With undo</Button>
          </div>
        </SectionCard>
        <SectionCard title="Promise" description="Loading, then success.">
          <Button
            onClick={() =>
              toast.promise(new Promise((resolve) => setTimeout(resolve, 1500)), {
                loading: 'Uploading…',
                success: 'Uploaded',
                error: 'Upload failed',
              })
            }
          >
            Upload
          </Button>
        </SectionCard>
        <SectionCard title="Dismiss all">
          <Button variant="ghost" onClick={() => toast.dismiss()}>Dismiss all toasts</Button>
        </SectionCard>
      </div>
    </>
  )
}
