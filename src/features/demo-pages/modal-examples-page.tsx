import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { EXAMPLE_MODALS, ExampleModalDialog } from './example-modals'

export function ModalExamplesPage() {
  const [open, setOpen] = useState<string | null>(null)
  return (
    <>
      <PageHeader title="Modal Examples" description="Ready-made dialogs for common tasks. Focus stays in the dialog until it closes." />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {EXAMPLE_MODALS.map((m) => (
          <li key={m.id}>
            <Card className="flex h-full flex-col items-center text-center">
              <m.icon size={36} aria-hidden className="text-primary" />
              <h2 className="mt-3 text-lg font-semibold text-foreground">{m.title}</h2>
              <p className="mt-1 flex-1 text-sm text-muted-foreground">{m.text}</p>
              <Button className="mt-4" onClick={() => setOpen(m.id)}>Show<span className="sr-only"> {m.title}</span></Button>
            </Card>
            <ExampleModalDialog modal={m} open={open === m.id} onOpenChange={(o) => setOpen(o ? m.id : null)} />
          </li>
        ))}
      </ul>
    </>
  )
}
