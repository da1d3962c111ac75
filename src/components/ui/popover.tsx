import { Popover as PopoverPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Popover = PopoverPrimitive.Root
export const PopoverTrigger = PopoverPrimitive.Trigger
export const PopoverAnchor = PopoverPrimitive.Anchor
export const PopoverClose = PopoverPrimitive.Close

export function PopoverContent({ className, sideOffset = 8, children, arrow = false, ...props }: ComponentProps<typeof PopoverPrimitive.Content> & { arrow?: boolean }) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 w-72 rounded-xl bg-card p-4 text-sm text-soft-foreground shadow-lg ring-1 ring-border focus:outline-none', className)}
        {...props}
      >
        {children}
        {arrow ? <PopoverPrimitive.Arrow className="fill-card" width={12} height={6} /> : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  )
}
