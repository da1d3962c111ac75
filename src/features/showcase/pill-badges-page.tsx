import { X } from 'lucide-react'
import { useState } from 'react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

const VARIANTS: BadgeVariant[] = ['default', 'secondary', 'success', 'danger', 'warning', 'info', 'solid']

export function PillBadgesPage() {
  const [tags, setTags] = useState(['Lo-fi', 'House', 'Afrobeats', 'Drill'])
  return (
    <>
      <PageHeader title="Pill Badges" description="Rounded badges: counters, tags and removable chips." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Pills">
          <div className="flex flex-wrap gap-2">
            {VARIANTS.map((v) => (
              <Badge key={v} variant={v} className="px-3 capitalize">{v}</Badge>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Counters">
          <div className="flex flex-wrap gap-2">
            {[1, 12, 99, 150].map((n, i) => (
              <Badge key={n} variant={VARIANTS[i + 1]} aria-label={`${n} items`} className="min-w-6 justify-center rounded-full px-1.5">{n > 99 ? '99+' : n}</Badge>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Removable chips" description={tags.length ? undefined : 'No tags left.'}>
          <ul className="flex flex-wrap gap-2">
            {tags.map((t) => (
              <li key={t}>
                <Badge variant="default" className="pr-1">
                  {t}
                  <button type="button" aria-label={`Remove ${t}`} onClick={() => setTags((x) => x.filter((y) => y !== t))} className="rounded-full p-0.5 hover:bg-primary/20">
                    <X size={12} aria-hidden />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="On an icon">
          <span className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg bg-muted" aria-label="Notifications, 5 unread" role="img">
            🔔
            <Badge variant="solid" className="absolute -top-2 -right-2 bg-red-600 px-1.5" aria-hidden>5</Badge>
          </span>
        </SectionCard>
      </div>
    </>
  )
}
