import { cva, type VariantProps } from 'class-variance-authority'
import { Switch as SwitchPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const switchVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center rounded-full bg-input transition-colors disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      tone: {
        brand: 'data-[state=checked]:bg-brand-700',
        success: 'data-[state=checked]:bg-emerald-600',
        danger: 'data-[state=checked]:bg-red-600',
        warning: 'data-[state=checked]:bg-amber-500',
        info: 'data-[state=checked]:bg-sky-600',
      },
      size: { sm: 'h-5 w-9', md: 'h-6 w-11', lg: 'h-7 w-14' },
    },
    defaultVariants: { tone: 'brand', size: 'md' },
  },
)

const thumbSize = { sm: 'h-4 w-4 data-[state=checked]:translate-x-4', md: 'h-5 w-5 data-[state=checked]:translate-x-5', lg: 'h-6 w-6 data-[state=checked]:translate-x-7' }

export function Switch({ className, tone, size, ...props }: ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof switchVariants>) {
  return (
    <SwitchPrimitive.Root className={cn(switchVariants({ tone, size }), className)} {...props}>
      <SwitchPrimitive.Thumb className={cn('pointer-events-none block translate-x-0.5 rounded-full bg-white shadow transition-transform', thumbSize[size ?? 'md'])} />
    </SwitchPrimitive.Root>
  )
}
