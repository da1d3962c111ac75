import type { LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

export const TONES = {
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
}
export type Tone = keyof typeof TONES

/** A figure with its label and an icon, laid out in a row or a column. */
export function StatTile({ icon: Icon, value, label, tone, vertical }: { icon: LucideIcon; value: string; label: string; tone: Tone; vertical?: boolean }) {
  return (
    <Card className={cn('flex items-center gap-4', vertical && 'flex-col text-center')}>
      <span className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-full', TONES[tone])}>
        <Icon size={22} aria-hidden />
      </span>
      <div className={cn(!vertical && 'order-first mr-auto')}>
        <p className="text-2xl font-semibold text-foreground">{value}</p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  )
}
