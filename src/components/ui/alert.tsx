import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const alertVariants = cva('relative flex gap-3 rounded-lg p-4 text-sm [&>svg]:mt-0.5 [&>svg]:h-4 [&>svg]:w-4 [&>svg]:shrink-0', {
  variants: {
    tone: {
      brand: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100 dark:bg-brand-800/20 dark:text-brand-100 dark:ring-brand-800/60',
      secondary: 'bg-slate-100 text-slate-800 ring-1 ring-border dark:bg-slate-800/60 dark:text-slate-200',
      success: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-100 dark:bg-emerald-900/30 dark:text-emerald-200 dark:ring-emerald-900',
      danger: 'bg-red-50 text-red-800 ring-1 ring-red-100 dark:bg-red-900/30 dark:text-red-200 dark:ring-red-900',
      warning: 'bg-amber-50 text-amber-900 ring-1 ring-amber-100 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-900',
      info: 'bg-sky-50 text-sky-800 ring-1 ring-sky-100 dark:bg-sky-900/30 dark:text-sky-100 dark:ring-sky-900',
    },
  },
  defaultVariants: { tone: 'brand' },
})

/**
 * A message box. `role` defaults to none (static notices); pass `role="alert"` for messages that
 * appear after an action, so screen readers announce them.
 */
export function Alert({ className, tone, onDismiss, children, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants> & { onDismiss?: () => void }) {
  return (
    <div className={cn(alertVariants({ tone }), onDismiss && 'pr-10', className)} {...props}>
      {children}
      {onDismiss ? (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100">
          <X size={16} aria-hidden />
        </button>
      ) : null}
    </div>
  )
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('opacity-90 [&_p]:leading-relaxed', className)} {...props} />
}
