import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { SectionCard } from '@/components/ui/section-card'
import { Switch } from '@/components/ui/switch'
import { toast, type ToastKind, type ToastOptions } from '@/lib/notify'

const KINDS: ToastKind[] = ['success', 'info', 'warning', 'error']
const POSITIONS = ['top-right', 'top-center', 'top-left', 'bottom-right', 'bottom-center', 'bottom-left'] as const
const TEXT: Record<string, string> = {
  success: 'You have successfully logged in.',
  info: 'We have a new version of the app.',
  warning: 'Your storage is almost full.',
  error: 'We could not save your changes.',
}

export function ToastrPage() {
  const [position, setPosition] = useState<(typeof POSITIONS)[number]>('top-right')
  const [sticky, setSticky] = useState(false)
  const options: ToastOptions = { position, duration: sticky ? Number.POSITIVE_INFINITY : 4000 }
  return (
    <>
      <PageHeader title="Toastr" description="Notifications with a type, a position and a lifetime." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Types">
          <div className="flex flex-wrap gap-2">
            {KINDS.map((kind) => (
              <Button key={kind} variant="secondary" className="capitalize" onClick={() => toast[kind](TEXT[kind] ?? kind, options)}>{kind}</Button>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Options">
          <div className="grid grid-cols-1 gap-4">
            <RadioGroup value={position} onValueChange={(v) => setPosition(v as typeof position)} aria-label="Position" className="grid-cols-2 sm:grid-cols-3">
              {POSITIONS.map((p) => (
                <div key={p} className="flex items-center gap-2">
                  <RadioGroupItem value={p} id={`pos-${p}`} />
                  <Label htmlFor={`pos-${p}`}>{p}</Label>
                </div>
              ))}
            </RadioGroup>
            <div className="flex items-center gap-2">
              <Switch id="sticky" checked={sticky} onCheckedChange={setSticky} />
              <Label htmlFor="sticky">Stay until closed</Label>
            </div>
          </div>
        </SectionCard>
        <SectionCard title="Rich toasts">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => toast.success('Profile saved', { ...options, description: 'Your changes are live.' })}>With description</Button>
            <Button variant="outline" onClick={() => toast('Message archived', { ...options, action: { label: 'Undo', onClick: () => toast.info('Unarchived') } })}>With action</Button>
          </div>
        </SectionCard>
        <SectionCard title="Clear">
          <Button variant="ghost" onClick={() => toast.dismiss()}>Clear all toasts</Button>
        </SectionCard>
      </div>
    </>
  )
}
