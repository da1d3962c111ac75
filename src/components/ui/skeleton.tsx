import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A placeholder block while content loads; decorative, so pair it with a status message. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-border', className)} {...props} />
}
