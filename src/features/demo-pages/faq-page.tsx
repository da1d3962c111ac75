import { CreditCard, Mail, Music, Phone, User, type LucideIcon } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoadState } from './load-state'
import { useFaq } from './pages-api'
import { SearchHero } from './search-hero'

const ICONS: Record<string, LucideIcon> = { CreditCard, Music, User }

export function FaqPage() {
  const [query, setQuery] = useState('')
  const q = useDeferredValue(query.trim())
  const { data, error, loading } = useFaq(q)
  const groups = Object.entries(data ?? {})
  const [tab, setTab] = useState('')
  const current = groups.some(([key]) => key === tab) ? tab : (groups[0]?.[0] ?? '')
  return (
    <>
      <SearchHero title="FAQ" text="Let’s answer some questions. Or choose a category to quickly find the help you need." label="Search the FAQ" value={query} onChange={setQuery} />
      <LoadState loading={loading && !data} error={error} label="Loading questions…" />
      {data && groups.length === 0 ? <p role="status" className="text-center text-muted-foreground">No question matches “{query}”.</p> : null}
      {groups.length ? (
        <Tabs value={current} onValueChange={setTab} orientation="vertical" className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_1fr]">
          <TabsList className="h-fit flex-col items-stretch bg-transparent p-0">
            {groups.map(([key, g]) => {
              const Icon = ICONS[g.icon] ?? CreditCard
              return (
                <TabsTrigger key={key} value={key} className="justify-start px-4 py-2.5 data-[state=active]:bg-brand-700 data-[state=active]:text-white">
                  <Icon size={16} aria-hidden /> {g.title}
                </TabsTrigger>
              )
            })}
          </TabsList>
          {groups.map(([key, g]) => {
            const Icon = ICONS[g.icon] ?? CreditCard
            return (
              <TabsContent key={key} value={key} className="mt-0">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground"><Icon aria-hidden /></span>
                  <div>
                    <h2 className="text-xl font-semibold text-foreground">{g.title}</h2>
                    <p className="text-sm text-muted-foreground">{g.subtitle}</p>
                  </div>
                </div>
                <Card>
                  <Accordion type="single" collapsible>
                    {g.qandA.map((item) => (
                      <AccordionItem key={item.question} value={item.question}>
                        <AccordionTrigger>{item.question}</AccordionTrigger>
                        <AccordionContent>{item.ans}</AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                </Card>
              </TabsContent>
            )
          })}
        </Tabs>
      ) : null}
      <section aria-labelledby="faq-contact" className="mt-12 text-center">
        <h2 id="faq-contact" className="text-2xl font-semibold text-foreground">You still have a question?</h2>
        <p className="mt-1 text-muted-foreground">If you can’t find a question in our FAQ, you can always contact us. We’ll answer shortly!</p>
        <div className="mx-auto mt-6 grid grid-cols-1 max-w-2xl gap-6 sm:grid-cols-2">
          <Card><Phone aria-hidden className="mx-auto text-primary" /><p className="mt-2 text-lg font-semibold">+ (555) 437-0192</p><p className="text-sm text-muted-foreground">We are always happy to help!</p></Card>
          <Card><Mail aria-hidden className="mx-auto text-primary" /><p className="mt-2 text-lg font-semibold">help@example.com</p><p className="text-sm text-muted-foreground">Best way to get an answer faster!</p></Card>
        </div>
      </section>
    </>
  )
}
