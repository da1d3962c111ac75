import { format } from 'date-fns'
import type { ComponentProps, CSSProperties } from 'react'
import { DayPicker, type Modifiers } from 'react-day-picker'
import 'react-day-picker/style.css'
import { cn } from '@/lib/cn'

// react-day-picker's stylesheet is not in a cascade layer, so it beats Tailwind's utilities: its
// variables are set inline, from app-defined ones that do follow the theme.
const tint = {
  '--rdp-accent-color': 'var(--cal-accent)',
  '--rdp-accent-background-color': 'var(--cal-accent-bg)',
  '--rdp-range_start-color': 'var(--cal-on-accent)',
  '--rdp-range_end-color': 'var(--cal-on-accent)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.3rem',
  '--rdp-day_button-width': '2.3rem',
} as CSSProperties

// A day is named starting with the number it shows ("1 November 2026, Sunday"), so what is seen is
// part of what is heard and said.
const labelDayButton = (date: Date, modifiers: Modifiers) =>
  `${modifiers.today ? 'Today, ' : ''}${format(date, 'd MMMM yyyy, EEEE')}${modifiers.selected ? ', selected' : ''}`

/** react-day-picker in the app's colours, light and dark. */
export function Calendar({ className, style, labels, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      className={cn(
        'w-fit rounded-xl bg-card p-3 text-sm text-foreground ring-1 ring-border',
        '[--cal-accent:var(--primary)] [--cal-accent-bg:var(--primary-soft)] [--cal-on-accent:var(--primary-foreground)]',
        className,
      )}
      style={{ ...tint, ...style }}
      labels={{ labelDayButton, ...labels }}
      {...props}
    />
  )
}
