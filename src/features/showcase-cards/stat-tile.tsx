import type { LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

export const TONES = {
  brand: 'bg-primary-soft text-primary-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  danger: 'bg-destructive-soft text-destructive-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  info: 'bg-info-soft text-info-soft-foreground',
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
