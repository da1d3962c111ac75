import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

// An off-canvas panel: Radix Dialog sliding in from one edge.
export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetClose = SheetPrimitive.Close

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 shadow-xl ring-1 ring-border focus:outline-none', {
  variants: {
    side: {
      right: 'inset-y-0 right-0 w-[min(24rem,100vw-2rem)]',
      left: 'inset-y-0 left-0 w-[min(24rem,100vw-2rem)]',
      top: 'inset-x-0 top-0 max-h-[80dvh]',
      bottom: 'inset-x-0 bottom-0 max-h-[80dvh]',
    },
  },
  defaultVariants: { side: 'right' },
})

export function SheetContent({ className, children, side, overlay = true, ...props }: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants> & { overlay?: boolean }) {
  return (
    <SheetPrimitive.Portal>
      {overlay ? <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" /> : null}
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-accent" aria-label="Close">
          <X size={18} aria-hidden />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1 pr-8', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg font-semibold text-foreground', className)} {...props} />
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-wrap justify-end gap-2', className)} {...props} />
}
