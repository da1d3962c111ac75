import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'
import { fieldClass } from './input'

export interface AutocompleteProps<T> {
  items: readonly T[]
  getLabel: (item: T) => string
  getKey: (item: T) => string | number
  onSelect?: (item: T) => void
  /** Ids of the control's label; give the control a name with this or `ariaLabel`. */
  ariaLabelledBy?: string
  ariaLabel?: string
  id?: string
  placeholder?: string
  /** Suggestions shown at most. */
  limit?: number
  /** Suggest only once this many characters are typed. */
  minChars?: number
  className?: string
}

function Highlight({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded bg-primary-soft text-inherit">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  )
}

/** A text box with a filtered suggestion list (the ARIA 1.2 combobox pattern). */
export function Autocomplete<T>({ items, getLabel, getKey, onSelect, ariaLabelledBy, ariaLabel, id, placeholder, limit = 8, minChars = 0, className }: AutocompleteProps<T>) {
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const matches = useMemo(() => {
    if (query.length < minChars) return []
    const q = query.trim().toLowerCase()
    return items.filter((item) => getLabel(item).toLowerCase().includes(q)).slice(0, limit)
  }, [items, getLabel, query, limit, minChars])
  const expanded = open && matches.length > 0

  const choose = (item: T) => {
    setQuery(getLabel(item))
    setOpen(false)
    onSelect?.(item)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((a) => (matches.length ? (a + 1) % matches.length : 0))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => (matches.length ? (a - 1 + matches.length) % matches.length : 0))
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault()
      const item = matches[active]
      if (item) choose(item)
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-labelledby={ariaLabelledBy}
        aria-label={ariaLabel}
        autoComplete="off"
        placeholder={placeholder}
        className={cn(fieldClass, 'h-10')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={ariaLabel ? `${ariaLabel} suggestions` : 'Suggestions'}
        hidden={!expanded}
        className="absolute z-40 mt-1 max-h-64 w-full overflow-y-auto rounded-lg bg-card p-1 shadow-lg ring-1 ring-border"
      >
        {matches.map((item, index) => (
          <li
            key={getKey(item)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault()
              choose(item)
            }}
            onMouseEnter={() => setActive(index)}
            className={cn('cursor-pointer rounded-md px-3 py-2 text-sm text-soft-foreground', index === active && 'bg-primary-soft/50 text-primary-soft-foreground')}
          >
            <Highlight text={getLabel(item)} query={query.trim()} />
          </li>
        ))}
      </ul>
    </div>
  )
}
