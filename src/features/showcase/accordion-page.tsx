import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const ITEMS = [
  ['one', 'Accordion item 1', 'Pastry pudding cookie toffee bonbon jujubes jujubes powder topping. Jelly beans gummi bears sweet roll bonbon muffin liquorice.'],
  ['two', 'Accordion item 2', 'Sweet pie candy jelly. Sesame snaps biscuit sugar plum. Sweet roll topping fruitcake. Caramels liquorice biscuit ice cream.'],
  ['three', 'Accordion item 3', 'Tart gummies dragée lollipop fruitcake pastry oat cake. Cookie jelly jelly macaroon icing jelly beans soufflé cake sweet.'],
  ['four', 'Disabled item', ''],
] as const

function Items({ boxed }: { boxed?: boolean }) {
  return ITEMS.map(([value, title, text]) => (
    <AccordionItem key={value} value={value} disabled={value === 'four'} className={cn(boxed && 'mb-3 rounded-lg border-0 px-4 shadow-sm ring-1 ring-border last:mb-0')}>
      <AccordionTrigger>{title}</AccordionTrigger>
      <AccordionContent>{text}</AccordionContent>
    </AccordionItem>
  ))
}

export function AccordionPage() {
  return (
    <>
      <PageHeader title="Accordion" description="Stacked sections that expand one at a time, or several at once." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description="One section at a time; it can be closed again.">
          <Accordion type="single" collapsible defaultValue="one">
            <Items />
          </Accordion>
        </SectionCard>
        <SectionCard title="Multiple" description="Several sections may stay open.">
          <Accordion type="multiple" defaultValue={['one', 'two']}>
            <Items />
          </Accordion>
        </SectionCard>
        <SectionCard title="Boxed" className="lg:col-span-2">
          <Accordion type="single" collapsible>
            <Items boxed />
          </Accordion>
        </SectionCard>
      </div>
    </>
  )
}
