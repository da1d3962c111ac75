import { forwardRef, type ComponentProps } from 'react'

interface AccountButtonProps extends ComponentProps<'button'> {
  name: string
  role: string
}

/** The avatar, name and role that open the account menu. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ name, role, ...props }, ref) {
  const initials = name.split(/\s+/).map((p) => p[0]?.toUpperCase() ?? '').slice(0, 2).join('')
  return (
    <button
      ref={ref}
      type="button"
      className="flex items-center gap-3 rounded-full p-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800"
      aria-label={`Account menu for ${name}`}
      {...props}
    >
      <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">{initials || '?'}</span>
      <span className="hidden text-left leading-tight sm:block">
        <span className="block text-sm font-medium">{name}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{role}</span>
      </span>
    </button>
  )
})
