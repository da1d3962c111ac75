import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground/70 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClass, 'h-10', className)} {...props} />
}
