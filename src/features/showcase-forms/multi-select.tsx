import { ChevronDown, X } from 'lucide-react'
import { Checkbox } from '@/components/ui/checkbox'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'

/** Several options picked from a list; the picks show as removable chips. */
export function MultiSelect({ options, value, onChange, label, id }: { options: string[]; value: string[]; onChange: (value: string[]) => void; label: string; id: string }) {
  const toggle = (o: string, on: boolean) => onChange(on ? [...value, o] : value.filter((v) => v !== o))
  return (
    <div className="grid grid-cols-1 gap-2">
      <Popover>
        <PopoverTrigger id={id} className="flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 text-left text-sm" aria-label={`${label}: ${value.length ? value.join(', ') : 'none chosen'}`}>
          <span className={value.length ? 'truncate' : 'text-muted-foreground'}>{value.length ? value.join(', ') : 'None chosen'}</span>
          <ChevronDown size={16} aria-hidden className="text-slate-500" />
        </PopoverTrigger>
        <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] p-2">
          <fieldset className="grid grid-cols-1 gap-1">
            <legend className="sr-only">{label}</legend>
            {options.map((o) => (
              <label key={o} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent">
                <Checkbox checked={value.includes(o)} onCheckedChange={(v) => toggle(o, v === true)} />
                {o}
              </label>
            ))}
          </fieldset>
        </PopoverContent>
      </Popover>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((v) => (
            <li key={v} className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary-soft-foreground">
              {v}
              <button type="button" onClick={() => toggle(v, false)} aria-label={`Remove ${v}`} className="rounded-full p-0.5 hover:bg-primary/20">
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
