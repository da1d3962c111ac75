import { ArrowRight, Download, Heart, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { SpinnerIcon } from '@/components/ui/spinner'
import { Toggle } from '@/components/ui/toggle'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'

const VARIANTS: NonNullable<ButtonProps['variant']>[] = ['primary', 'secondary', 'outline', 'ghost', 'success', 'danger', 'warning', 'info', 'link']

export function ButtonsPage() {
  const [loading, setLoading] = useState(false)
  const load = () => {
    setLoading(true)
    setTimeout(() => setLoading(false), 1500)
  }
  return (
    <>
      <PageHeader title="Buttons" description="Variants, sizes, icons, states and groups." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Variants">
          <div className="flex flex-wrap gap-2">
            {VARIANTS.map((v) => (
              <Button key={v} variant={v} className="capitalize">{v}</Button>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Sizes">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="xs">Extra small</Button>
            <Button size="sm">Small</Button>
            <Button>Default</Button>
            <Button size="lg">Large</Button>
          </div>
        </SectionCard>
        <SectionCard title="With icons">
          <div className="flex flex-wrap items-center gap-2">
            <Button><Plus size={16} aria-hidden /> Add new</Button>
            <Button variant="secondary">Continue <ArrowRight size={16} aria-hidden /></Button>
            <Button variant="danger"><Trash2 size={16} aria-hidden /> Delete</Button>
            <Button variant="outline" size="icon" aria-label="Download"><Download size={18} aria-hidden /></Button>
            <Button variant="ghost" size="icon-sm" aria-label="Like"><Heart size={16} aria-hidden /></Button>
          </div>
        </SectionCard>
        <SectionCard title="States">
          <div className="flex flex-wrap items-center gap-2">
            <Button disabled>Disabled</Button>
            <Button variant="secondary" disabled>Disabled</Button>
            <Button onClick={load} disabled={loading} aria-busy={loading}>
              {loading ? <SpinnerIcon size="sm" tone="light" /> : null}
              {loading ? 'Saving…' : 'Click to load'}
            </Button>
          </div>
        </SectionCard>
        <SectionCard title="Block button">
          <Button className="w-full">Full width</Button>
        </SectionCard>
        <SectionCard title="Toggle and groups" description="Pressed state is announced (aria-pressed).">
          <div className="flex flex-wrap items-center gap-4">
            <Toggle variant="outline" aria-label="Toggle bold">Bold</Toggle>
            <ToggleGroup type="single" defaultValue="center" aria-label="Text alignment" className="ring-1 ring-input">
              <ToggleGroupItem value="left">Left</ToggleGroupItem>
              <ToggleGroupItem value="center">Center</ToggleGroupItem>
              <ToggleGroupItem value="right">Right</ToggleGroupItem>
            </ToggleGroup>
            <div role="group" aria-label="Pager" className="inline-flex overflow-hidden rounded-lg">
              <Button variant="secondary" className="rounded-none">Prev</Button>
              <Button variant="secondary" className="rounded-none">1</Button>
              <Button variant="secondary" className="rounded-none">Next</Button>
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
