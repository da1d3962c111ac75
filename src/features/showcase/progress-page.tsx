import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { SectionCard } from '@/components/ui/section-card'

const TONES = ['brand', 'secondary', 'success', 'danger', 'warning', 'info'] as const

export function ProgressPage() {
  const [value, setValue] = useState(20)
  const [running, setRunning] = useState(false)
  const active = running && value < 100
  useEffect(() => {
    if (!active) return
    const t = setInterval(() => setValue((v) => Math.min(100, v + 10)), 300)
    return () => clearInterval(t)
  }, [active])
  return (
    <>
      <PageHeader title="Progress" description="How far a task has got. Each bar has an accessible name and value." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Tones">
          <div className="grid grid-cols-1 gap-4">
            {TONES.map((tone, i) => (
              <Progress key={tone} tone={tone} value={20 + i * 15} aria-label={`${tone} progress`} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Sizes and labels">
          <div className="grid grid-cols-1 gap-4">
            <Progress size="xs" value={40} aria-label="Extra small" />
            <Progress size="sm" value={50} aria-label="Small" />
            <Progress size="md" value={60} aria-label="Medium" />
            <Progress size="lg" value={70} aria-label="Large with label">
              <span className="pr-2">70%</span>
            </Progress>
          </div>
        </SectionCard>
        <SectionCard title="Striped">
          <div className="grid grid-cols-1 gap-4">
            <Progress striped tone="success" size="md" value={45} aria-label="Striped success" />
            <Progress striped tone="warning" size="md" value={75} aria-label="Striped warning" />
          </div>
        </SectionCard>
        <SectionCard title="Live" description={`${value}% done`}>
          <div className="grid grid-cols-1 gap-3">
            <Progress size="md" value={value} aria-label="Upload" />
            <div className="flex gap-2">
              <Button size="sm" onClick={() => setRunning(true)} disabled={active || value >= 100}>Start</Button>
              <Button size="sm" variant="secondary" onClick={() => { setRunning(false); setValue(0) }}>Reset</Button>
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
