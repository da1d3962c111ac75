import { ChevronDown, RotateCw, X } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Card, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

type Action = 'collapse' | 'reload' | 'close'
const iconButton = 'rounded-md p-1.5 text-slate-500 hover:bg-accent hover:text-foreground'

/** A card with header actions: collapse its body, reload it (blocked for a moment) or close it. */
export function ActionCard({ title, actions, children, onClose }: { title: string; actions: Action[]; children: ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(true)
  const [reloading, setReloading] = useState(false)
  useEffect(() => {
    if (!reloading) return
    const t = setTimeout(() => setReloading(false), 1500)
    return () => clearTimeout(t)
  }, [reloading])
  return (
    <Card className="relative" aria-busy={reloading}>
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h3">{title}</CardTitle>
          <div className="flex gap-1">
            {actions.includes('collapse') ? (
              <CollapsibleTrigger className={iconButton} aria-label={open ? `Collapse ${title}` : `Expand ${title}`}>
                <ChevronDown size={16} aria-hidden className={cn('transition-transform', !open && '-rotate-90')} />
              </CollapsibleTrigger>
            ) : null}
            {actions.includes('reload') ? (
              <button type="button" className={iconButton} aria-label={`Reload ${title}`} onClick={() => setReloading(true)}>
                <RotateCw size={16} aria-hidden />
              </button>
            ) : null}
            {actions.includes('close') ? (
              <button type="button" className={iconButton} aria-label={`Close ${title}`} onClick={onClose}>
                <X size={16} aria-hidden />
              </button>
            ) : null}
          </div>
        </div>
        <CollapsibleContent className="mt-3 text-sm text-muted-foreground">{children}</CollapsibleContent>
      </Collapsible>
      {reloading ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-card/75">
          <Spinner label="Reloading…" className="p-0" />
        </div>
      ) : null}
    </Card>
  )
}
