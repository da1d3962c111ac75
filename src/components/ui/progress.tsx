import { cva, type VariantProps } from 'class-variance-authority'
import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const indicatorVariants = cva('h-full w-full flex-1 rounded-full transition-transform', {
  variants: {
    tone: {
      // The solid brand fill of buttons, in both themes: the bar's label is white.
      brand: 'bg-brand-700',
      success: 'bg-emerald-600',
      danger: 'bg-red-600',
      warning: 'bg-amber-500',
      info: 'bg-sky-600',
      secondary: 'bg-slate-500',
    },
    striped: {
      true: 'bg-[length:1rem_1rem] bg-[linear-gradient(45deg,rgba(255,255,255,.25)_25%,transparent_25%,transparent_50%,rgba(255,255,255,.25)_50%,rgba(255,255,255,.25)_75%,transparent_75%,transparent)]',
      false: '',
    },
  },
  defaultVariants: { tone: 'brand', striped: false },
})

const heights = { xs: 'h-1', sm: 'h-2', md: 'h-3', lg: 'h-5' }

/** `value` is 0–100; give it an accessible name with `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, tone, striped, size = 'sm', children, ...props }: ComponentProps<typeof ProgressPrimitive.Root> &
  VariantProps<typeof indicatorVariants> & { size?: keyof typeof heights }) {
  const v = Math.max(0, Math.min(100, value ?? 0))
  return (
    <ProgressPrimitive.Root value={v} className={cn('relative w-full overflow-hidden rounded-full bg-border', heights[size], className)} {...props}>
      <ProgressPrimitive.Indicator className={cn(indicatorVariants({ tone, striped }), 'flex items-center justify-end text-[10px] font-semibold text-white')} style={{ transform: `translateX(-${100 - v}%)` }}>
        {children}
      </ProgressPrimitive.Indicator>
    </ProgressPrimitive.Root>
  )
}
