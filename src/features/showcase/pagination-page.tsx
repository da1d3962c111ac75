import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'

function Paged({ pageCount, label, start = 1, className }: { pageCount: number; label: string; start?: number; className?: string }) {
  const [page, setPage] = useState(start)
  return (
    <div className="grid grid-cols-1 gap-2">
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={label} className={className} />
      <p className="text-xs text-muted-foreground" aria-live="polite">Page {page} of {pageCount}</p>
    </div>
  )
}

export function PaginationPage() {
  return (
    <>
      <PageHeader title="Pagination" description="Page through long lists. Gaps appear when there are many pages." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Few pages">
          <Paged pageCount={5} label="Few pages" />
        </SectionCard>
        <SectionCard title="Many pages">
          <Paged pageCount={20} start={8} label="Many pages" />
        </SectionCard>
        <SectionCard title="Centred">
          <Paged pageCount={7} label="Centred pages" className="justify-center" />
        </SectionCard>
        <SectionCard title="Right-aligned">
          <Paged pageCount={7} label="Right-aligned pages" className="justify-end" />
        </SectionCard>
      </div>
    </>
  )
}
