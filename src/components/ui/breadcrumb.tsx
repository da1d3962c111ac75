import { ChevronRight } from 'lucide-react'
import { Slot } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Breadcrumb({ label = 'Breadcrumb', ...props }: ComponentProps<'nav'> & { label?: string }) {
  return <nav aria-label={label} {...props} />
}

export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return <ol className={cn('flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground', className)} {...props} />
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('inline-flex items-center gap-1.5', className)} {...props} />
}

/** A link in the trail; `asChild` renders the router's Link with this look. */
export function BreadcrumbLink({ className, asChild, ...props }: ComponentProps<'a'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'a'
  return <Comp className={cn('rounded text-primary hover:underline', className)} {...props} />
}

export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-current="page" className={cn('font-medium text-foreground', className)} {...props} />
}

export function BreadcrumbSeparator({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <li role="presentation" aria-hidden className={cn('text-slate-400 [&>svg]:h-3.5 [&>svg]:w-3.5', className)}>
      {children ?? <ChevronRight />}
    </li>
  )
}
