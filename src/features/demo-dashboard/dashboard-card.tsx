import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

/** A dashboard card: a title, an optional selector on the right, and the loading/error states of its call. */
export function DashboardCard({ title, action, loading, error, className, children }: {
  title: string
  action?: ReactNode
  loading?: boolean
  error?: string | null
  className?: string
  children: ReactNode
}) {
  return (
    <Card className={cn('flex flex-col p-5', className)} aria-label={title}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        {action}
      </div>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : loading ? <Spinner label={`Loading ${title.toLowerCase()}…`} className="p-4" /> : children}
    </Card>
  )
}

/** A labelled drop-down of options for a card (periods, years). */
export function OptionSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className="w-36 shrink-0 text-xs">
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  )
}
