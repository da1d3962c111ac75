import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

function ScrollBar({ orientation = 'vertical' }: { orientation?: 'vertical' | 'horizontal' }) {
  return (
    <ScrollAreaPrimitive.Scrollbar orientation={orientation} className={cn('flex touch-none p-0.5 select-none', orientation === 'vertical' ? 'h-full w-2.5' : 'h-2.5 flex-col')}>
      <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-input" />
    </ScrollAreaPrimitive.Scrollbar>
  )
}

/** A scrolling box with thin scrollbars; the viewport is focusable so keyboard users can scroll it. */
export function ScrollArea({ className, children, horizontal = false, viewportLabel, ...props }: ComponentProps<typeof ScrollAreaPrimitive.Root> & { horizontal?: boolean; viewportLabel?: string }) {
  return (
    <ScrollAreaPrimitive.Root className={cn('relative overflow-hidden', className)} {...props}>
      <ScrollAreaPrimitive.Viewport className="h-full w-full rounded-[inherit]" tabIndex={0} aria-label={viewportLabel} role={viewportLabel ? 'region' : undefined}>
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      {horizontal ? <ScrollBar orientation="horizontal" /> : null}
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  )
}
