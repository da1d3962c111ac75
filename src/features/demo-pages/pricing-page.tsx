import { Check } from 'lucide-react'
import { useState } from 'react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import { LoadState } from './load-state'
import { usePricing, type PricingPlan } from './pages-api'

function PlanCard({ plan, yearly, current }: { plan: PricingPlan; yearly: boolean; current: boolean }) {
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  return (
    <Card className={cn('relative flex flex-col text-center', plan.popular && 'ring-2 ring-primary')} aria-labelledby={`plan-${plan.title}`}>
      {plan.popular ? <Badge variant="solid" className="absolute top-4 right-4">Popular</Badge> : null}
      <h2 id={`plan-${plan.title}`} className="mt-4 text-xl font-semibold text-foreground">{plan.title}</h2>
      <p className="text-sm text-muted-foreground">{plan.subtitle}</p>
      <p className="my-6 text-foreground" data-testid={`price-${plan.title}`}>
        <sup className="text-lg font-medium text-primary">$</sup>
        <span className="text-5xl font-bold text-primary">{perMonth}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <p className="-mt-4 mb-4 h-5 text-sm text-muted-foreground">{yearly && plan.yearlyPlan.totalAnnual ? `USD ${plan.yearlyPlan.totalAnnual} / year` : ''}</p>
      <ul className="mb-6 grid grid-cols-1 gap-2 text-left text-sm">
        {plan.planBenefits.map((b) => (
          <li key={b} className="flex items-start gap-2">
            <Check size={16} aria-hidden className="mt-0.5 shrink-0 text-emerald-700" />
            {b}
          </li>
        ))}
      </ul>
      <Button className="mt-auto w-full" variant={current ? 'success' : plan.popular ? 'primary' : 'outline'} disabled={current}>
        {current ? 'Your current plan' : 'Upgrade'}
      </Button>
    </Card>
  )
}

export function PricingPage() {
  const { data, error, loading } = usePricing()
  const [yearly, setYearly] = useState(false)
  return (
    <>
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-semibold text-foreground">Pricing</h1>
        <p className="mt-2 text-muted-foreground">All plans include 40+ advanced tools and features to boost your product. Choose the best plan to fit your needs.</p>
        <div className="mt-6 inline-flex items-center gap-3 text-sm font-medium">
          <Label htmlFor="billing-yearly" className={yearly ? 'text-slate-500' : 'text-foreground'}>Monthly</Label>
          <Switch id="billing-yearly" checked={yearly} onCheckedChange={setYearly} aria-label="Bill yearly" />
          <Label htmlFor="billing-yearly" className={yearly ? 'text-foreground' : 'text-slate-600'}>Annually</Label>
        </div>
      </header>
      <LoadState loading={loading && !data} error={error} label="Loading plans…" />
      {data ? (
        <>
          <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 md:grid-cols-3">
            <PlanCard plan={data.basicPlan} yearly={yearly} current />
            <PlanCard plan={data.standardPlan} yearly={yearly} current={false} />
            <PlanCard plan={data.enterprisePlan} yearly={yearly} current={false} />
          </div>
          <section aria-labelledby="pricing-faq" className="mx-auto mt-12 max-w-3xl">
            <h2 id="pricing-faq" className="text-center text-2xl font-semibold text-foreground">Pricing FAQs</h2>
            <p className="mb-6 text-center text-muted-foreground">Let us help answer the most common questions.</p>
            <Card>
              <Accordion type="single" collapsible>
                {data.qandA.map((q) => (
                  <AccordionItem key={q.question} value={q.question}>
                    <AccordionTrigger>{q.question}</AccordionTrigger>
                    <AccordionContent>{q.ans}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Card>
          </section>
        </>
      ) : null}
    </>
  )
}
