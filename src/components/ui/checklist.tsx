import { Link } from '@tanstack/react-router'
import { CheckCircle2, Circle } from 'lucide-react'
import type { ChecklistItem } from '@/lib/portal/first-steps'
import { Card, CardDescription, CardTitle } from './card'

/**
 * A new account's first steps, each ticked once done and linked to where to do it. The whole
 * list disappears once every step is done, and stays hidden while its data is still loading
 * (`items` undefined), so a finished account never sees it flash.
 */
export function Checklist({ title = 'Getting started', items }: { title?: string; items: ChecklistItem[] | undefined }) {
  if (!items || items.every((i) => i.done)) return null
  const done = items.filter((i) => i.done).length
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="checklist-title" data-testid="home-checklist">
      <CardTitle id="checklist-title">{title}</CardTitle>
      <CardDescription className="mt-1">
        {done} of {items.length} done
      </CardDescription>
      <ol className="mt-3 grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex min-w-0 items-start gap-3" data-testid={`checklist-${item.id}`} data-done={item.done}>
            {item.done ? (
              <CheckCircle2 size={20} className="mt-0.5 shrink-0 text-success" aria-hidden />
            ) : (
              <Circle size={20} className="mt-0.5 shrink-0 text-slate-400" aria-hidden />
            )}
            <div className="min-w-0 flex-1">
              <p className={item.done ? 'text-muted-foreground line-through' : 'font-medium text-foreground'}>
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
              </p>
              {!item.done && item.note ? <p className="text-sm text-muted-foreground">{item.note}</p> : null}
              {!item.done && item.href ? (
                <Link to={item.href} hash={item.hash} className="text-sm font-medium text-primary underline">
                  {item.action ?? 'Go there'}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}
