import { cn } from '@/lib/cn'

export function Spinner({ className, label = 'Loading…' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3 p-8 text-muted-foreground', className)}>
      <span aria-hidden className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label}</span>
    </div>
  )
}

/** Shown while the app or a route's code loads. */
export function FullPageFallback() {
  return <Spinner className="min-h-dvh" />
}

const spinnerTones = {
  brand: 'border-brand-600',
  success: 'border-emerald-600',
  danger: 'border-red-600',
  warning: 'border-amber-500',
  info: 'border-sky-600',
  light: 'border-white',
  secondary: 'border-slate-500',
}
const spinnerSizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' }

/** An inline spinner (border or growing dot); decorative unless given a `label`. */
export function SpinnerIcon({ tone = 'brand', size = 'md', kind = 'border', label, className }: {
  tone?: keyof typeof spinnerTones
  size?: keyof typeof spinnerSizes
  kind?: 'border' | 'grow'
  label?: string
  className?: string
}) {
  const shape =
    kind === 'border'
      ? cn('animate-spin rounded-full border-t-transparent', spinnerTones[tone], spinnerSizes[size])
      : cn('animate-ping rounded-full', spinnerSizes[size].replace(/border-\d?/g, ''), spinnerTones[tone].replace('border-', 'bg-'))
  return (
    <span role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} className={cn('inline-block', shape, className)} />
  )
}
