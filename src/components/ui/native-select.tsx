import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { fieldClass } from './input'

/** The platform's own select, styled: best on phones and for screen readers in long forms and filters. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClass, 'h-10 appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden size={16} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500" />
    </div>
  )
}
