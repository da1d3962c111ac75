import { Link } from '@tanstack/react-router'
import { Bell, Inbox, Mail, Send } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const ITEMS = ['Cras justo odio', 'Dapibus ac facilisis in', 'Morbi leo risus', 'Porta ac consectetur ac', 'Vestibulum at eros']
const list = 'divide-y divide-border overflow-hidden rounded-lg ring-1 ring-border'
const row = 'flex items-center gap-3 px-4 py-3 text-sm'

export function ListGroupPage() {
  const [active, setActive] = useState(0)
  const [done, setDone] = useState<number[]>([1])
  return (
    <>
      <PageHeader title="List Group" description="Lists of items: plain, actionable, with badges, icons and checkboxes." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <ul className={list}>
            {ITEMS.map((item, i) => (
              <li key={item} className={cn(row, i === 3 && 'opacity-50')} aria-disabled={i === 3 || undefined}>{item}</li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="Actionable" description="Buttons; the chosen one is marked as current.">
          <ul className={list}>
            {ITEMS.map((item, i) => (
              <li key={item}>
                <button type="button" aria-current={i === active ? 'true' : undefined} onClick={() => setActive(i)} className={cn(row, 'w-full text-left hover:bg-accent', i === active && 'bg-brand-700 text-white hover:bg-brand-700')}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="With badges and icons">
          <ul className={list}>
            {([[Inbox, 'Inbox', 14], [Send, 'Sent', 0], [Mail, 'Drafts', 2], [Bell, 'Notifications', 7]] as const).map(([Icon, name, n]) => (
              <li key={name} className={row}>
                <Icon size={16} aria-hidden className="text-slate-500" />
                <span className="flex-1">{name}</span>
                {n ? <Badge variant={n > 5 ? 'danger' : 'default'}>{n}</Badge> : null}
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="With checkboxes">
          <ul className={list}>
            {ITEMS.slice(0, 4).map((item, i) => (
              <li key={item} className={row}>
                <Checkbox id={`lg-${i}`} checked={done.includes(i)} onCheckedChange={(v) => setDone((d) => (v === true ? [...d, i] : d.filter((x) => x !== i)))} />
                <label htmlFor={`lg-${i}`} className={cn('flex-1', done.includes(i) && 'text-muted-foreground line-through')}>{item}</label>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="Links" className="lg:col-span-2">
          <ul className={cn(list, 'sm:flex sm:divide-x sm:divide-y-0')}>
            {([['Alerts', '/components/alerts'], ['Badges', '/components/badges'], ['Buttons', '/components/buttons']] as const).map(([name, to]) => (
              <li key={name} className="flex-1">
                <Link to={to} className={cn(row, 'text-primary hover:bg-accent')}>{name}</Link>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </>
  )
}
