import { Minus, Plus } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const stepButton =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center text-muted-foreground hover:bg-accent disabled:pointer-events-none disabled:opacity-40'

/** A number with − and + buttons; arrow keys work in the field itself. The value is clamped to min–max. */
export function NumberInput({ value, onValueChange, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, step = 1, className, disabled, ...props }: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'min' | 'max' | 'step' | 'type'> & {
  value: number
  onValueChange: (value: number) => void
  min?: number
  max?: number
  step?: number
}) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n))
  const name = props['aria-label'] ?? 'value'
  return (
    <div className={cn('inline-flex h-10 items-stretch overflow-hidden rounded-lg border border-input bg-card', disabled && 'opacity-50', className)}>
      <button type="button" className={stepButton} onClick={() => onValueChange(clamp(value - step))} disabled={disabled || value <= min} aria-label={`Decrease ${name}`}>
        <Minus size={16} aria-hidden />
      </button>
      <input
        type="number"
        inputMode="decimal"
        className="w-16 min-w-0 flex-1 border-x border-border bg-transparent text-center text-sm text-foreground [appearance:textfield] focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none"
        value={Number.isFinite(value) ? value : ''}
        min={Number.isFinite(min) ? min : undefined}
        max={Number.isFinite(max) ? max : undefined}
        step={step}
        disabled={disabled}
        onChange={(e) => {
          const n = e.target.valueAsNumber
          if (!Number.isNaN(n)) onValueChange(clamp(n))
        }}
        {...props}
      />
      <button type="button" className={stepButton} onClick={() => onValueChange(clamp(value + step))} disabled={disabled || value >= max} aria-label={`Increase ${name}`}>
        <Plus size={16} aria-hidden />
      </button>
    </div>
  )
}
