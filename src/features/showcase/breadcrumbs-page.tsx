import { Link } from '@tanstack/react-router'
import { Home, Slash } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from '@/components/ui/breadcrumb'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

const TRAIL = [
  { label: 'Home', to: '/' },
  { label: 'Library', to: '/components/breadcrumbs' },
] as const

function Trail({ separator, label, icon }: { separator?: ReactNode; label: string; icon?: boolean }) {
  return (
    <Breadcrumb label={label}>
      <BreadcrumbList>
        {TRAIL.map((step) => (
          <Fragment key={step.label}>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>
                <Link to={step.to} className="inline-flex items-center gap-1">
                  {icon && step.label === 'Home' ? <Home size={14} aria-hidden /> : null}
                  {step.label}
                </Link>
              </BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>{separator}</BreadcrumbSeparator>
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>Data</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  )
}

export function BreadcrumbsPage() {
  return (
    <>
      <PageHeader title="Breadcrumbs" description="Where the page sits in the site. The current page is marked for screen readers." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Default">
          <Trail label="Default breadcrumb" />
        </SectionCard>
        <SectionCard title="With an icon">
          <Trail label="Breadcrumb with icon" icon />
        </SectionCard>
        <SectionCard title="Slash separator">
          <Trail label="Breadcrumb with slashes" separator={<Slash />} />
        </SectionCard>
        <SectionCard title="Text separator">
          <Trail label="Breadcrumb with dashes" separator={<span>—</span>} />
        </SectionCard>
      </div>
    </>
  )
}
