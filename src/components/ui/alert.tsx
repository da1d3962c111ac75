import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const alertVariants = cva('relative flex gap-3 rounded-lg p-4 text-sm [&>svg]:mt-0.5 [&>svg]:h-4 [&>svg]:w-4 [&>svg]:shrink-0', {
  variants: {
    tone: {
      brand: 'bg-primary-soft/50 text-primary-soft-foreground ring-1 ring-primary-soft',
      secondary: 'bg-muted text-foreground ring-1 ring-border',
      success: 'bg-success-soft/50 text-success-soft-foreground ring-1 ring-success/30',
      danger: 'bg-destructive-soft/50 text-destructive-soft-foreground ring-1 ring-destructive/30',
      warning: 'bg-warning-soft/50 text-warning-soft-foreground ring-1 ring-warning/30',
      info: 'bg-info-soft/50 text-info-soft-foreground ring-1 ring-info/30',
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
