import { useState, type ComponentProps } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'

const TONES = [
  ['Primary', ''],
  ['Success', 'data-[state=checked]:border-emerald-600 data-[state=checked]:bg-emerald-600'],
  ['Danger', 'data-[state=checked]:border-red-600 data-[state=checked]:bg-red-600'],
  ['Warning', 'data-[state=checked]:border-amber-500 data-[state=checked]:bg-amber-500'],
  ['Info', 'data-[state=checked]:border-sky-600 data-[state=checked]:bg-sky-600'],
] as const
const GENRES = ['Lo-fi', 'House', 'Afrobeats', 'Drill']

function Item({ id, label, ...props }: { id: string; label: string } & ComponentProps<typeof Checkbox>) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}

export function CheckboxPage() {
  const [picked, setPicked] = useState<string[]>(['House'])
  const all = picked.length === GENRES.length ? true : picked.length ? 'indeterminate' : false
  return (
    <>
      <PageHeader title="Checkbox" description="Tick boxes: states, colours and a “select all” with a mixed state." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="States">
          <div className="flex flex-wrap gap-6">
            <Item id="cb-unchecked" label="Unchecked" />
            <Item id="cb-checked" label="Checked" defaultChecked />
            <Item id="cb-disabled" label="Disabled" disabled />
            <Item id="cb-disabled-on" label="Disabled, checked" disabled defaultChecked />
          </div>
        </SectionCard>
        <SectionCard title="Colours">
          <div className="flex flex-wrap gap-6">
            {TONES.map(([label, cls]) => (
              <Item key={label} id={`cb-${label}`} label={label} defaultChecked className={cls} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Select all" description={`Picked: ${picked.join(', ') || 'none'}`}>
          <fieldset className="grid grid-cols-1 gap-3">
            <legend className="sr-only">Genres</legend>
            <Item id="cb-all" label="All genres" checked={all} onCheckedChange={(v) => setPicked(v === true ? GENRES : [])} />
            <div className="grid grid-cols-1 gap-2 pl-6">
              {GENRES.map((g) => (
                <Item key={g} id={`cb-g-${g}`} label={g} checked={picked.includes(g)} onCheckedChange={(v) => setPicked((p) => (v === true ? [...p, g] : p.filter((x) => x !== g)))} />
              ))}
            </div>
          </fieldset>
        </SectionCard>
        <SectionCard title="With a description">
          <div className="flex items-start gap-3">
            <Checkbox id="cb-terms" className="mt-0.5" aria-describedby="cb-terms-desc" />
            <div>
              <Label htmlFor="cb-terms">Accept the terms</Label>
              <p id="cb-terms-desc" className="text-sm text-muted-foreground">You agree to our Terms of Service and Privacy Policy.</p>
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
