import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Label } from './label'

/**
 * A labelled form control with an optional hint and error. The control must carry `id` = `htmlFor`,
 * `aria-describedby` = `${htmlFor}-hint ${htmlFor}-error` (use `describedBy`) and `aria-invalid`.
 */
export function Field({ label, htmlFor, hint, error, className, children, required }: {
  label: ReactNode
  htmlFor: string
  hint?: ReactNode
  error?: string
  className?: string
  children: ReactNode
  required?: boolean
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? <span aria-hidden className="ml-0.5 text-red-600">*</span> : null}
      </Label>
      {children}
      {hint ? <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p id={`${htmlFor}-error`} role="alert" className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  )
}

/** The `aria-describedby` value for a control inside a `Field`. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
