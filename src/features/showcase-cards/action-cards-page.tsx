import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { ActionCard } from './action-card'

const TEXT = 'You can create a sticky layout, or collapse, reload and close any card from the buttons in its header. Cookie jelly-o macaroon icing sesame snaps.'
const CARDS = [
  { id: 'collapse', title: 'Collapsible', actions: ['collapse'] as const },
  { id: 'reload', title: 'Refresh content', actions: ['reload'] as const },
  { id: 'close', title: 'Remove card', actions: ['close'] as const },
  { id: 'all', title: 'All actions', actions: ['collapse', 'reload', 'close'] as const },
]

export function ActionCardsPage() {
  const [closed, setClosed] = useState<string[]>([])
  return (
    <>
      <PageHeader title="Action Cards" description="Cards that can be collapsed, reloaded or closed." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {CARDS.filter((c) => !closed.includes(c.id)).map((c) => (
          <ActionCard key={c.id} title={c.title} actions={[...c.actions]} onClose={() => setClosed((x) => [...x, c.id])}>{TEXT}</ActionCard>
        ))}
      </div>
      {closed.length ? (
        <div className="mt-6 flex items-center gap-3 text-sm text-muted-foreground">
          {closed.length} card{closed.length > 1 ? 's' : ''} closed.
          <Button variant="secondary" size="sm" onClick={() => setClosed([])}>Bring them back</Button>
        </div>
      ) : null}
    </>
  )
}
