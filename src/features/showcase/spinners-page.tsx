import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner, SpinnerIcon } from '@/components/ui/spinner'

const TONES = ['brand', 'secondary', 'success', 'danger', 'warning', 'info'] as const

export function SpinnersPage() {
  return (
    <>
      <PageHeader title="Spinners" description="Show that something is loading. A spinner with a label is announced as a status." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Border spinners">
          <div className="flex flex-wrap gap-4">
            {TONES.map((tone) => (
              <SpinnerIcon key={tone} tone={tone} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Growing spinners">
          <div className="flex flex-wrap gap-4">
            {TONES.map((tone) => (
              <SpinnerIcon key={tone} tone={tone} kind="grow" />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Sizes">
          <div className="flex items-center gap-4">
            <SpinnerIcon size="sm" />
            <SpinnerIcon size="md" />
            <SpinnerIcon size="lg" />
          </div>
        </SectionCard>
        <SectionCard title="In buttons">
          <div className="flex flex-wrap gap-2">
            <Button disabled aria-busy>
              <SpinnerIcon size="sm" tone="light" /> Loading…
            </Button>
            <Button variant="secondary" disabled aria-busy aria-label="Loading">
              <SpinnerIcon size="sm" kind="grow" />
            </Button>
          </div>
        </SectionCard>
        <SectionCard title="With a label" className="lg:col-span-2">
          <Spinner label="Loading your campaigns…" className="p-2" />
        </SectionCard>
      </div>
    </>
  )
}
