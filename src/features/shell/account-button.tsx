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
      className="flex items-center gap-3 rounded-full p-1 pr-3 hover:bg-accent"
      {...props}
    >
      <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">{initials || '?'}</span>
      {/* The name comes from the text, so what is seen is what is announced; phones see only the initials. */}
      <span className="sr-only">Account menu for </span>
      <span className="sr-only text-left leading-tight sm:not-sr-only sm:block">
        <span className="block text-sm font-medium">{name}</span>
        <span className="block text-xs text-muted-foreground">{role}</span>
      </span>
    </button>
  )
})
