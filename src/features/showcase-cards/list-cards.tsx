import { ArrowDownLeft, ArrowUpRight, CreditCard, Landmark, Wallet } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Card, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'

const TASKS: [string, string, string][] = [
  ['Ryan Harrington', 'iOS developer', '9h 5m'],
  ['Louisa Norton', 'UI designer', '4h 17m'],
  ['Jayden Barnes', 'Java developer', '12h 8m'],
  ['Cynthia Howell', 'Android developer', '3h 19m'],
]
const MOVES = [
  [Wallet, 'Wallet', 'Starbucks', -74],
  [Landmark, 'Bank transfer', 'Add money', 480],
  [CreditCard, 'Card', 'Ordered food', -23],
  [Landmark, 'Bank transfer', 'Refund', 98],
] as const

export function TaskAndTransactionCards() {
  const [done, setDone] = useState<string[]>([])
  return (
    <>
      <Card>
        <CardTitle as="h3">Employee tasks</CardTitle>
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {TASKS.map(([name, role, time]) => (
            <li key={name} className="flex items-center gap-3">
              <Checkbox id={`task-${name}`} checked={done.includes(name)} onCheckedChange={(v) => setDone((d) => (v === true ? [...d, name] : d.filter((x) => x !== name)))} aria-label={`Mark ${name}’s task done`} />
              <Avatar name={name} size="sm" />
              <label htmlFor={`task-${name}`} className={cn('flex-1 text-sm', done.includes(name) && 'text-slate-400 line-through')}>
                <span className="block font-medium">{name}</span>
                <span className="block text-xs text-slate-500">{role}</span>
              </label>
              <span className="text-xs text-slate-500">{time}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardTitle as="h3">Transactions</CardTitle>
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {MOVES.map(([Icon, kind, text, amount]) => (
            <li key={text} className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-muted text-soft-foreground"><Icon size={18} aria-hidden /></span>
              <span className="flex-1 text-sm">
                <span className="block font-medium">{kind}</span>
                <span className="block text-xs text-slate-500">{text}</span>
              </span>
              <span className={cn('inline-flex items-center gap-1 text-sm font-semibold', amount > 0 ? 'text-success' : 'text-destructive')}>
                {amount > 0 ? <ArrowDownLeft size={14} aria-hidden /> : <ArrowUpRight size={14} aria-hidden />}
                {amount > 0 ? '+' : '−'}${Math.abs(amount)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  )
}
