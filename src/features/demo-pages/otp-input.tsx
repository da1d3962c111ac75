import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'

/** Six one-digit boxes that move focus as digits are typed, deleted or pasted. */
export function OtpInput({ value, onChange, length = 6, invalid, describedBy }: { value: string; onChange: (v: string) => void; length?: number; invalid?: boolean; describedBy?: string }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const digits = Array.from({ length }, (_, i) => value[i] ?? '')
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus()
  const put = (i: number, d: string) => {
    const next = digits.slice()
    next[i] = d
    onChange(next.join('').slice(0, length))
  }
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i]) focus(i - 1)
    if (e.key === 'ArrowLeft') focus(i - 1)
    if (e.key === 'ArrowRight') focus(i + 1)
  }
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length)
    if (!pasted) return
    e.preventDefault()
    onChange(pasted)
    focus(pasted.length)
  }
  return (
    <div role="group" aria-label="Security code" className="flex gap-2">
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el
          }}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={d}
          onChange={(e) => {
            const v = e.target.value.replace(/\D/g, '').slice(-1)
            put(i, v)
            if (v) focus(i + 1)
          }}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          className={cn('h-12 w-11 rounded-lg border border-input bg-card text-center text-lg font-semibold text-foreground', invalid && 'border-red-500')}
        />
      ))}
    </div>
  )
}
