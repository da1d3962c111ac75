import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

export function Rating({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex', className)} role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => <Star key={n} size={14} aria-hidden className={n <= value ? 'fill-amber-400 text-amber-400' : 'text-input'} />)}
    </span>
  )
}
