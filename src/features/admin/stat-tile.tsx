import type { ReactNode } from 'react'

/** One number with its label, for the admin home and the Statics totals. */
export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</p>
      <p className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </div>
  )
}
