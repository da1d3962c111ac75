import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { SectionCard } from '@/components/ui/section-card'

const TEXT = 'Pie dragée muffin. Donut cake liquorice marzipan carrot cake topping powder candy. Sugar plum brownie brownie cotton candy.'

export function CollapsePage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <PageHeader title="Collapse" description="Show and hide content; the trigger says whether it is expanded." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <Collapsible open={open} onOpenChange={setOpen}>
            <CollapsibleTrigger asChild>
              <Button>{open ? 'Hide details' : 'Show details'}</Button>
            </CollapsibleTrigger>
            <CollapsibleContent className="mt-3 rounded-lg bg-muted p-4 text-sm text-soft-foreground">{TEXT}</CollapsibleContent>
          </Collapsible>
        </SectionCard>
        <SectionCard title="Open by default">
          <Collapsible defaultOpen>
            <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-lg px-3 py-2 text-left font-medium hover:bg-accent">
              Shipping details
              <ChevronDown size={16} aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
            </CollapsibleTrigger>
            <CollapsibleContent className="px-3 pt-2 text-sm text-muted-foreground">{TEXT}</CollapsibleContent>
          </Collapsible>
        </SectionCard>
        <SectionCard title="Several panels" className="lg:col-span-2">
          <div className="divide-y divide-border">
            {['Collapse item 1', 'Collapse item 2', 'Collapse item 3'].map((title) => (
              <Collapsible key={title}>
                <CollapsibleTrigger className="group flex w-full items-center justify-between py-3 text-left font-medium">
                  {title}
                  <ChevronDown size={16} aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
                </CollapsibleTrigger>
                <CollapsibleContent className="pb-3 text-sm text-muted-foreground">{TEXT}</CollapsibleContent>
              </Collapsible>
            ))}
          </div>
        </SectionCard>
      </div>
    </>
  )
}
