import { Award, Calendar, CreditCard, MapPin, Wallet } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardTitle, PageHeader } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { TaskAndTransactionCards } from './list-cards'

export function AdvanceCardsPage() {
  return (
    <>
      <PageHeader title="Advance Cards" description="Richer cards: congratulations, profile, medal, meetup, lists, payments and browser states." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {/* White text on the brand gradient: a shade deeper in dark, where brand-500 would glare. */}
        <Card className="bg-gradient-to-br from-brand-700 to-brand-500 text-center text-white ring-0 md:col-span-2 xl:col-span-2 dark:from-brand-800 dark:to-brand-600">
          <Award size={48} aria-hidden className="mx-auto mb-3" />
          <h2 className="text-2xl font-semibold">Congratulations, Alex!</h2>
          <p className="mx-auto mt-2 max-w-md text-brand-50">Your sounds were used 57.6% more this week. Check your new badge in your profile.</p>
        </Card>
        <Card>
          <CardTitle as="h3">Congratulations Nadia!</CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">You won the gold medal</p>
          <p className="mt-4 text-2xl font-semibold text-primary">$48.9k</p>
          <Button className="mt-4">View sales</Button>
        </Card>
        <Card className="p-0 text-center">
          <div aria-hidden className="h-24 rounded-t-xl bg-gradient-to-r from-sky-600 to-brand-700" />
          <Avatar name="Alex Morgan" size="xl" className="-mt-12 ring-4 ring-card" />
          <div className="p-6 pt-3">
            <h3 className="text-lg font-semibold text-foreground">Alex Morgan</h3>
            <p className="text-sm text-muted-foreground">Producer & sound designer</p>
            <Badge className="mt-2">Pro level</Badge>
            <dl className="mt-4 grid grid-cols-3 border-t border-border pt-4 text-sm">
              {[['Followers', '10.3k'], ['Sounds', '156'], ['Uses', '1.2k']].map(([k, v]) => (
                <div key={k}><dt className="text-muted-foreground">{k}</dt><dd className="text-lg font-semibold text-foreground">{v}</dd></div>
              ))}
            </dl>
          </div>
        </Card>
        <Card>
          <div className="flex gap-4">
            <div className="rounded-lg bg-primary-soft px-3 py-2 text-center text-primary-soft-foreground">
              <p className="text-xs font-semibold uppercase">Thu</p>
              <p className="text-2xl font-bold">24</p>
            </div>
            <div>
              <CardTitle as="h3">Developer meetup</CardTitle>
              <p className="text-sm text-muted-foreground">Meet world-popular producers and learn new mixing tricks.</p>
            </div>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-3 text-sm">
            <li className="flex items-center gap-3"><Calendar size={16} aria-hidden className="text-primary" /> Sat, May 25, 2024 · 10:00 to 18:00</li>
            <li className="flex items-center gap-3"><MapPin size={16} aria-hidden className="text-primary" /> Central Park, Manchester</li>
          </ul>
          <div className="mt-4 flex -space-x-2">
            {['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine', 'Ezra Novak'].map((n) => <Avatar key={n} name={n} size="sm" className="ring-2 ring-card" />)}
          </div>
        </Card>
        <Card>
          <CardTitle as="h3">Browser states</CardTitle>
          <p className="text-sm text-muted-foreground">Share of visits this week</p>
          <ul className="mt-4 grid grid-cols-1 gap-4">
            {[['Chrome', 54, 'brand'], ['Firefox', 18, 'warning'], ['Safari', 16, 'info'], ['Edge', 12, 'success']].map(([name, v, tone]) => (
              <li key={name} className="grid grid-cols-1 gap-1 text-sm">
                <span className="flex justify-between"><span>{name}</span><span className="font-medium">{v}%</span></span>
                <Progress value={v as number} tone={tone as 'brand'} aria-label={`${name} share`} />
              </li>
            ))}
          </ul>
        </Card>
        {/* A dark card in both themes: in dark it lifts a step so it still stands off the page. */}
        <Card className="bg-slate-900 text-white ring-0 dark:bg-slate-800">
          <div className="flex items-center justify-between">
            <CreditCard aria-hidden />
            <span className="text-sm font-semibold tracking-widest">VISA</span>
          </div>
          <p className="mt-8 font-mono text-lg tracking-widest" aria-label="Card ending 4921">•••• •••• •••• 4921</p>
          <div className="mt-4 flex justify-between text-sm text-slate-300">
            <span>Alex Morgan</span>
            <span>Exp 09/27</span>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm"><Wallet size={16} aria-hidden /> Balance <span className="ml-auto text-lg font-semibold">$2,450.00</span></p>
        </Card>
        <TaskAndTransactionCards />
      </div>
    </>
  )
}
