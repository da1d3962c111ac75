import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', {
  variants: {
    variant: {
      default: 'bg-brand-100 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100',
      secondary: 'bg-muted text-slate-700 dark:text-slate-200',
      success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
      warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
      danger: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
      info: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
      solid: 'bg-brand-700 text-white',
    },
  },
  defaultVariants: { variant: 'default' },
})

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
