import type { ComponentProps } from 'react'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white'

/** A labelled input with the field's error under it, announced to screen readers. */
export function FormField({ label, name, error, ...props }: ComponentProps<'input'> & { label: string; name: string; error?: string }) {
  const errorId = `${name}-error`
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">{label}</label>
      <input id={name} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error ? <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  )
}

export function FormMessage({ children, tone = 'error' }: { children: string | null; tone?: 'error' | 'success' }) {
  if (!children) return null
  const color = tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'
  return <p role={tone === 'error' ? 'alert' : 'status'} className={`text-sm ${color}`}>{children}</p>
}
