import { Info } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Tooltip } from '@/components/ui/tooltip'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

export function TooltipsPage() {
  return (
    <>
      <PageHeader title="Tooltips" description="A hint on hover or keyboard focus. Tooltips only repeat a control's name; they never hold the only copy of information." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Positions">
          <div className="flex flex-wrap gap-2">
            {SIDES.map((side) => (
              <Tooltip key={side} content={`Tooltip on ${side}`} side={side}>
                <Button variant="outline" className="capitalize">{side}</Button>
              </Tooltip>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="On icons and links">
          <div className="flex items-center gap-4 text-sm">
            <Tooltip content="More information">
              <button type="button" aria-label="More information" className="rounded-full p-1 text-slate-500 hover:text-brand-700">
                <Info size={18} aria-hidden />
              </button>
            </Tooltip>
            <p>
              Read the{' '}
              <Tooltip content="Opens the FAQ">
                <a href="/pages/faq" className="text-primary underline">FAQ</a>
              </Tooltip>{' '}
              first.
            </p>
          </div>
        </SectionCard>
        <SectionCard title="Delays">
          <div className="flex gap-2">
            <Tooltip content="Shown at once" delayDuration={0}>
              <Button variant="secondary">No delay</Button>
            </Tooltip>
            <Tooltip content="Shown after one second" delayDuration={1000}>
              <Button variant="secondary">One second</Button>
            </Tooltip>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
