import { cn } from '@/lib/cn'

export function Spinner({ className, label = 'Loading…' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3 p-8 text-slate-500', className)}>
      <span aria-hidden className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label}</span>
    </div>
  )
}

/** Shown while the app or a route's code loads. */
export function FullPageFallback() {
  return <Spinner className="min-h-dvh" />
}
