import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Card, CardDescription, CardHeader, CardTitle } from './card'

/** A titled card: one example block on a showcase or template page. */
export function SectionCard({ title, description, actions, className, children, id }: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
  id?: string
}) {
  return (
    <Card className={cn('min-w-0', className)} aria-labelledby={id ? `${id}-title` : undefined}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id={id ? `${id}-title` : undefined}>{title}</CardTitle>
          {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
        </div>
        {actions ? <div className="flex max-w-full flex-wrap items-center gap-2">{actions}</div> : null}
      </CardHeader>
      {children}
    </Card>
  )
}
