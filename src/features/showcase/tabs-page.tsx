import { Bell, Settings, User } from 'lucide-react'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'

const PANES = [
  ['home', 'Home', User, 'Candy canes donut chupa chups candy canes lemon drops oat cake wafer. Cotton candy candy canes marzipan carrot cake.'],
  ['service', 'Service', Settings, 'Chocolate croissant cupcake croissant jelly donut. Cheesecake toffee apple pie chocolate bar biscuit.'],
  ['account', 'Account', Bell, 'Biscuit powder jelly beans. Lollipop candy canes croissant icing chocolate cake. Cake fruitcake powder pudding.'],
] as const

const underline = 'rounded-none border-b-2 border-transparent bg-transparent px-3 shadow-none data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:shadow-none'

function Demo({ variant, icons, vertical, align }: { variant: 'boxed' | 'underline'; icons?: boolean; vertical?: boolean; align?: 'center' | 'end' }) {
  return (
    <Tabs defaultValue="home" orientation={vertical ? 'vertical' : 'horizontal'} className={cn(vertical && 'flex flex-col gap-4 sm:flex-row')}>
      <TabsList className={cn(variant === 'underline' && 'w-full rounded-none border-b border-border bg-transparent p-0', vertical && 'h-fit flex-col', align === 'center' && 'flex justify-center', align === 'end' && 'flex justify-end')}>
        {PANES.map(([value, label, Icon]) => (
          <TabsTrigger key={value} value={value} className={cn(variant === 'underline' && underline, vertical && 'justify-start')}>
            {icons ? <Icon size={16} aria-hidden /> : null}
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {PANES.map(([value, , , text]) => (
        <TabsContent key={value} value={value} className={cn('text-sm text-muted-foreground', vertical && 'mt-0')}>{text}</TabsContent>
      ))}
    </Tabs>
  )
}

export function TabsPage() {
  return (
    <>
      <PageHeader title="Tabs" description="Panels switched by tabs. Arrow keys move between tabs; Tab moves into the panel." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <Demo variant="boxed" />
        </SectionCard>
        <SectionCard title="Underlined, with icons">
          <Demo variant="underline" icons />
        </SectionCard>
        <SectionCard title="Centred">
          <Demo variant="underline" align="center" />
        </SectionCard>
        <SectionCard title="Vertical">
          <Demo variant="boxed" vertical icons />
        </SectionCard>
      </div>
    </>
  )
}
