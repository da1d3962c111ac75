import { Tabs as TabsPrimitive } from 'radix-ui'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'

const PANES = [
  ['home', 'Home', 'Candy canes donut chupa chups candy canes lemon drops oat cake wafer.'],
  ['profile', 'Profile', 'Pudding candy canes sugar plum cookie chocolate cake powder croissant.'],
  ['about', 'About', 'Carrot cake dragée chocolate. Lemon drops ice cream wafer gummies dragée.'],
] as const

const pill = 'rounded-full px-4 data-[state=active]:bg-brand-700 data-[state=active]:text-white'

function PillTabs({ vertical, className, justify }: { vertical?: boolean; className?: string; justify?: boolean }) {
  return (
    <Tabs defaultValue="home" orientation={vertical ? 'vertical' : 'horizontal'} className={cn(vertical && 'flex gap-4', className)}>
      <TabsList className={cn('bg-transparent p-0', vertical && 'flex-col', justify && 'flex w-full')}>
        {PANES.map(([value, label]) => (
          <TabsTrigger key={value} value={value} className={cn(pill, justify && 'flex-1 justify-center')}>{label}</TabsTrigger>
        ))}
        <TabsPrimitive.Trigger value="disabled" disabled className="px-4 py-1.5 text-sm text-slate-400">Disabled</TabsPrimitive.Trigger>
      </TabsList>
      {PANES.map(([value, , text]) => (
        <TabsContent key={value} value={value} className={cn('text-sm text-muted-foreground', vertical && 'mt-0')}>{text}</TabsContent>
      ))}
    </Tabs>
  )
}

export function PillsPage() {
  return (
    <>
      <PageHeader title="Pills" description="Tabs drawn as pills. Arrow keys move between them." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic pills">
          <PillTabs />
        </SectionCard>
        <SectionCard title="Filled (justified)">
          <PillTabs justify />
        </SectionCard>
        <SectionCard title="Vertical pills" className="lg:col-span-2">
          <PillTabs vertical />
        </SectionCard>
      </div>
    </>
  )
}
