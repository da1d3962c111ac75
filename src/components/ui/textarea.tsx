import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { fieldClass } from './input'

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClass, 'min-h-20', className)} {...props} />
}
