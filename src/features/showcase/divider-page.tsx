import { Star } from 'lucide-react'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Separator } from '@/components/ui/separator'

const TEXT = 'Cake sesame snaps cupcake gingerbread danish I love gingerbread.'

export function DividerPage() {
  return (
    <>
      <PageHeader title="Divider" description="Rules between content, with optional text." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Text divider">
          <p className="text-sm">{TEXT}</p>
          <Separator label="Text" className="my-4" />
          <p className="text-sm">{TEXT}</p>
        </SectionCard>
        <SectionCard title="Alignment">
          <Separator label="Start" align="start" className="my-3" />
          <Separator label="Center" className="my-3" />
          <Separator label="End" align="end" className="my-3" />
        </SectionCard>
        <SectionCard title="Icon divider">
          <Separator label={<Star size={16} aria-label="star" />} className="my-3" />
        </SectionCard>
        <SectionCard title="Styles">
          <Separator label="Dashed" variant="dashed" className="my-3" />
          <Separator label="Dotted" variant="dotted" className="my-3" />
        </SectionCard>
        <SectionCard title="Vertical">
          <div className="flex h-6 items-center gap-4 text-sm">
            <span>Blog</span>
            <Separator orientation="vertical" />
            <span>Docs</span>
            <Separator orientation="vertical" />
            <span>Source</span>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
