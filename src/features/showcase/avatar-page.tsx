import { Bell, Calendar, Mail } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

const PEOPLE = ['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine', 'Ezra Novak', 'Priya Chandra', 'Owen Mercer']
const STATUS = [
  ['online', 'bg-emerald-500'],
  ['away', 'bg-amber-500'],
  ['busy', 'bg-red-500'],
  ['offline', 'bg-slate-400'],
] as const
const ICON_TONES = ['bg-primary-soft text-primary-soft-foreground', 'bg-success-soft text-success-soft-foreground', 'bg-info-soft text-info-soft-foreground']

export function AvatarPage() {
  return (
    <>
      <PageHeader title="Avatar" description="Initials, sizes, status, icons and stacked groups. Pictures fall back to initials offline." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Sizes">
          <div className="flex flex-wrap items-end gap-4">
            {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
              <Avatar key={size} name="Alex Morgan" size={size} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Colours" description="The tone follows the name, so a person keeps their colour everywhere.">
          <div className="flex flex-wrap gap-3">
            {PEOPLE.map((p) => (
              <Avatar key={p} name={p} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Status">
          <ul className="flex flex-wrap gap-6">
            {STATUS.map(([status, dot], i) => (
              <li key={status} className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
                <span className="relative">
                  <Avatar name={PEOPLE[i] ?? 'A'} size="lg" />
                  <span aria-hidden className={cn('absolute right-0 bottom-0 h-3.5 w-3.5 rounded-full ring-2 ring-card', dot)} />
                </span>
                <span>{status}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="Icons">
          <div className="flex gap-3">
            {[Bell, Mail, Calendar].map((Icon, i) => (
              <span key={i} className={cn('inline-flex h-10 w-10 items-center justify-center rounded-full', ICON_TONES[i])}>
                <Icon size={18} aria-hidden />
              </span>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Group" description="Stacked avatars; each has a tooltip with the name.">
          <ul className="flex -space-x-3">
            {PEOPLE.slice(0, 5).map((p) => (
              <li key={p}>
                <Tooltip content={p}>
                  <button type="button" className="rounded-full ring-2 ring-card transition-transform hover:z-10 hover:-translate-y-1">
                    <Avatar name={p} />
                    <span className="sr-only">{p}</span>
                  </button>
                </Tooltip>
              </li>
            ))}
            <li>
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-border text-sm font-semibold text-foreground ring-2 ring-card">+9</span>
            </li>
          </ul>
        </SectionCard>
        <SectionCard title="Square">
          <div className="flex gap-3">
            {PEOPLE.slice(0, 3).map((p) => (
              <Avatar key={p} name={p} size="lg" className="rounded-lg" />
            ))}
          </div>
        </SectionCard>
      </div>
    </>
  )
}
