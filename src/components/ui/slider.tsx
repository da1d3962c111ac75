import { Slider as SliderPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * One thumb per value. Each thumb needs its own name for screen readers: pass `thumbLabels`
 * (one per thumb) or a single `aria-label`.
 */
export function Slider({ className, thumbLabels, 'aria-label': ariaLabel, value, defaultValue, tone = 'brand', ...props }: ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabels?: string[]
  tone?: 'brand' | 'success' | 'danger' | 'warning'
}) {
  const count = (value ?? defaultValue ?? [0]).length
  const range = { brand: 'bg-brand-700', success: 'bg-emerald-600', danger: 'bg-red-600', warning: 'bg-amber-500' }[tone]
  const border = { brand: 'border-brand-700', success: 'border-emerald-600', danger: 'border-red-600', warning: 'border-amber-500' }[tone]
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn('relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-40 data-[orientation=vertical]:w-5 data-[orientation=vertical]:flex-col', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-border data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5">
        <SliderPrimitive.Range className={cn('absolute h-full data-[orientation=vertical]:w-full', range)} />
      </SliderPrimitive.Track>
      {Array.from({ length: count }, (_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={thumbLabels?.[i] ?? ariaLabel}
          className={cn('block h-5 w-5 rounded-full border-2 bg-card shadow transition-transform hover:scale-110', border)}
        />
      ))}
    </SliderPrimitive.Root>
  )
}
