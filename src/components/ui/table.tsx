import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A table in a box that scrolls sideways on narrow screens. The box can take focus, so keyboard
 * users can scroll it too; it is named after the table (`aria-label`, or "Table").
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div
      className="w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={props['aria-label'] ?? 'Table'}
    >
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  )
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border last:border-0', className)} {...props} />
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn('px-4 py-3 font-semibold whitespace-nowrap', className)} {...props} />
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />
}
