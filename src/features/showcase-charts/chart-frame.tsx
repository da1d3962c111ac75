import type { ReactElement, ReactNode } from 'react'
import { ResponsiveContainer } from 'recharts'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

/** A titled card holding one chart; `summary` describes the data for screen readers. */
export function ChartFrame({ title, description, summary, height = 300, className, actions, children }: {
  title: string
  description?: ReactNode
  summary: string
  height?: number
  className?: string
  actions?: ReactNode
  children: ReactElement
}) {
  return (
    <SectionCard title={title} description={description} actions={actions} className={className}>
      <figure
        aria-label={summary}
        className="text-muted-foreground"
        style={{ height }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </figure>
    </SectionCard>
  )
}

export function ChartNote({ className }: { className?: string }) {
  return (
    <p className={cn('mb-6 rounded-lg bg-primary-soft/50 px-4 py-3 text-sm text-primary-soft-foreground', className)}>
      The page keeps the admin template’s name, but every chart here is drawn with Recharts, the app’s one charting library.
    </p>
  )
}
