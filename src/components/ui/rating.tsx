import { Star } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'

const tones = { amber: 'fill-amber-400 text-amber-400', brand: 'fill-brand-600 text-brand-600', red: 'fill-red-500 text-red-500' }
const sizes = { sm: 16, md: 22, lg: 30 }

/** Stars shown for a (possibly fractional) value, e.g. a product's average. */
export function RatingDisplay({ value, max = 5, size = 'md', tone = 'amber', className }: { value: number; max?: number; size?: keyof typeof sizes; tone?: keyof typeof tones; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of ${max}`} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <span key={i} className="relative inline-block" style={{ width: sizes[size], height: sizes[size] }}>
            <Star size={sizes[size]} aria-hidden className="absolute inset-0 text-input" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star size={sizes[size]} aria-hidden className={tones[tone]} />
            </span>
          </span>
        )
      })}
    </span>
  )
}

/** A star rating input: native radio buttons (arrow keys move between stars), styled as stars. */
export function Rating({ value, onValueChange, max = 5, label, size = 'md', tone = 'amber', disabled, className }: {
  value: number
  onValueChange: (value: number) => void
  max?: number
  label: string
  size?: keyof typeof sizes
  tone?: keyof typeof tones
  disabled?: boolean
  className?: string
}) {
  const name = useId()
  return (
    <fieldset className={cn('inline-flex gap-0.5', disabled && 'opacity-50', className)} disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {Array.from({ length: max }, (_, i) => {
        const n = i + 1
        return (
          <label key={n} className="group relative cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onValueChange(n)} className="sr-only" aria-label={`${n} star${n > 1 ? 's' : ''}`} />
            <Star size={sizes[size]} aria-hidden className={cn('transition-transform group-hover:scale-110', n <= value ? tones[tone] : 'text-input')} />
          </label>
        )
      })}
    </fieldset>
  )
}
