import { cva, type VariantProps } from 'class-variance-authority'
import { Toggle as TogglePrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const toggleVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium text-soft-foreground transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-primary-soft data-[state=on]:text-primary-soft-foreground',
  {
    variants: {
      variant: { default: '', outline: 'ring-1 ring-input' },
      size: { sm: 'h-8 min-w-8 px-2', md: 'h-10 min-w-10 px-3' },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
)

export function Toggle({ className, variant, size, ...props }: ComponentProps<typeof TogglePrimitive.Root> & VariantProps<typeof toggleVariants>) {
  return <TogglePrimitive.Root className={cn(toggleVariants({ variant, size }), className)} {...props} />
}
