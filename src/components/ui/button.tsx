import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        // Raised above the card: white in light, a step lighter than the card in dark (no token is both).
        secondary: 'bg-white text-foreground ring-1 ring-input hover:bg-slate-50 dark:bg-slate-800 dark:hover:bg-slate-700',
        ghost: 'text-soft-foreground hover:bg-accent',
        danger: 'bg-red-600 text-white hover:bg-red-700',
        outline: 'text-primary ring-1 ring-primary hover:bg-primary-soft/50',
        success: 'bg-emerald-700 text-white hover:bg-emerald-800',
        warning: 'bg-amber-500 text-slate-950 hover:bg-amber-400',
        info: 'bg-sky-700 text-white hover:bg-sky-800',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        icon: 'h-10 w-10',
        xs: 'h-7 px-2 text-xs',
        lg: 'h-12 px-6 text-base',
        'icon-sm': 'h-8 w-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with the button's look. */
  asChild?: boolean
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return <Comp className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />
}
