import { Separator as SeparatorPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A rule; with `label` it becomes a divider with text in the middle (or at `align`). */
export function Separator({ className, orientation = 'horizontal', decorative = true, label, align = 'center', variant = 'solid', ...props }: ComponentProps<typeof SeparatorPrimitive.Root> & {
  label?: ReactNode
  align?: 'start' | 'center' | 'end'
  variant?: 'solid' | 'dashed' | 'dotted'
}) {
  const line = cn(
    'border-border',
    variant === 'dashed' && 'border-dashed',
    variant === 'dotted' && 'border-dotted',
    orientation === 'horizontal' ? 'w-full border-t' : 'h-full self-stretch border-l',
  )
  if (!label) return <SeparatorPrimitive.Root orientation={orientation} decorative={decorative} className={cn(line, 'shrink-0', className)} {...props} />
  return (
    <SeparatorPrimitive.Root orientation="horizontal" decorative={decorative} className={cn('flex items-center gap-3 text-sm text-muted-foreground', className)} {...props}>
      <span aria-hidden className={cn(line, align === 'start' ? 'w-8 shrink-0' : 'flex-1')} />
      <span className="shrink-0">{label}</span>
      <span aria-hidden className={cn(line, align === 'end' ? 'w-8 shrink-0' : 'flex-1')} />
    </SeparatorPrimitive.Root>
  )
}
