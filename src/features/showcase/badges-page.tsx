import { Bell, Star } from 'lucide-react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

const VARIANTS: BadgeVariant[] = ['default', 'secondary', 'success', 'danger', 'warning', 'info', 'solid']

export function BadgesPage() {
  return (
    <>
      <PageHeader title="Badges" description="Small labels for counts and states." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Variants">
          <div className="flex flex-wrap gap-2">
            {VARIANTS.map((v) => (
              <Badge key={v} variant={v} className="capitalize">{v}</Badge>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Square badges">
          <div className="flex flex-wrap gap-2">
            {VARIANTS.map((v) => (
              <Badge key={v} variant={v} className="rounded-md capitalize">{v}</Badge>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="With icons">
          <div className="flex flex-wrap gap-2">
            <Badge variant="warning"><Star size={12} aria-hidden /> Featured</Badge>
            <Badge variant="info"><Bell size={12} aria-hidden /> 3 new</Badge>
          </div>
        </SectionCard>
        <SectionCard title="In buttons and headings">
          <div className="flex flex-wrap items-center gap-3">
            <Button>
              Notifications <Badge variant="secondary" className="bg-white text-brand-800">4</Badge>
            </Button>
            <Button variant="secondary">
              Messages <Badge variant="danger">12</Badge>
            </Button>
            <h3 className="text-lg font-semibold">
              Heading <Badge>New</Badge>
            </h3>
          </div>
        </SectionCard>
        <SectionCard title="As links">
          <div className="flex flex-wrap gap-2">
            {['Music', 'Video', 'Brand'].map((tag) => (
              <a key={tag} href={`#${tag.toLowerCase()}`} className="rounded-full">
                <Badge variant="secondary" className="hover:bg-muted-foreground/20">#{tag}</Badge>
              </a>
            ))}
          </div>
        </SectionCard>
      </div>
    </>
  )
}
