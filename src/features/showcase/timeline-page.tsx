import { CircleCheck, FileText, Music, Wallet } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const EVENTS = [
  { title: 'Sound uploaded', time: '12 min ago', text: 'Summer Hook (0:15) is live with 20 slots.', tone: 'bg-brand-700', icon: Music },
  { title: 'Use approved', time: '45 min ago', text: 'Nadia Okafor’s video was approved and paid.', tone: 'bg-emerald-600', icon: CircleCheck },
  { title: 'Invoice sent', time: '2 hours ago', text: 'Invoice #4987 was sent to Brightwave Studios.', tone: 'bg-sky-600', icon: FileText },
  { title: 'Payout settled', time: 'Yesterday', text: 'Your withdrawal to the bank account ending 0192 settled.', tone: 'bg-amber-500', icon: Wallet },
]

function Timeline({ icons }: { icons?: boolean }) {
  return (
    <ol className="relative ml-3 border-l border-border">
      {EVENTS.map(({ title, time, text, tone, icon: Icon }) => (
        <li key={title} className="mb-6 ml-6 last:mb-0">
          <span className={cn('absolute -left-3 flex items-center justify-center rounded-full ring-4 ring-card', icons ? 'h-6 w-6 text-white' : 'mt-1.5 ml-1.5 h-3 w-3', tone)}>
            {icons ? <Icon size={14} aria-hidden /> : null}
          </span>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-foreground">{title}</h3>
            <time className="text-xs text-muted-foreground">{time}</time>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ol>
  )
}

export function TimelinePage() {
  return (
    <>
      <PageHeader title="Timeline" description="Events in order, newest first." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <Timeline />
        </SectionCard>
        <SectionCard title="With icons">
          <Timeline icons />
        </SectionCard>
        <SectionCard title="With people and tags" className="lg:col-span-2">
          <ol className="relative ml-3 border-l border-border">
            {['Theo Lindqvist', 'Mila Fontaine'].map((name, i) => (
              <li key={name} className="mb-6 ml-6 last:mb-0">
                <span className="absolute -left-2 mt-1.5 h-4 w-4 rounded-full bg-brand-700 ring-4 ring-card" />
                <div className="flex items-center gap-3">
                  <Avatar name={name} size="sm" />
                  <div>
                    <h3 className="font-semibold text-foreground">{name} {i ? 'joined the campaign' : 'left a comment'}</h3>
                    <p className="text-xs text-muted-foreground">{i ? '3 days ago' : '1 day ago'}</p>
                  </div>
                </div>
                <div className="mt-2 flex gap-2">
                  <Badge variant="info">Campaign</Badge>
                  <Badge variant="secondary">Summer Hook</Badge>
                </div>
              </li>
            ))}
          </ol>
        </SectionCard>
      </div>
    </>
  )
}
