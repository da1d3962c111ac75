import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const LINKS = ['Home', 'Profile', 'Messages', 'Settings'] as const
const base = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-primary'

function Nav({ label, variant, vertical, align }: { label: string; variant: 'plain' | 'underline' | 'boxed'; vertical?: boolean; align?: 'start' | 'center' | 'end' }) {
  const [current, setCurrent] = useState<string>('Home')
  return (
    <nav aria-label={label}>
      <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'flex-wrap', align === 'center' && 'justify-center', align === 'end' && 'justify-end', variant === 'underline' && !vertical && 'border-b border-border')}>
        {LINKS.map((name) => (
          <li key={name}>
            <a
              href={`#${name.toLowerCase()}`}
              aria-current={current === name ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault()
                setCurrent(name)
              }}
              className={cn(
                base,
                'block',
                current === name && variant === 'plain' && 'text-primary',
                current === name && variant === 'boxed' && 'bg-brand-700 text-white hover:text-white',
                variant === 'underline' && '-mb-px rounded-none border-b-2 border-transparent',
                current === name && variant === 'underline' && 'border-primary text-primary',
              )}
            >
              {name}
            </a>
          </li>
        ))}
        <li>
          <span aria-disabled className={cn(base, 'block cursor-not-allowed opacity-50 hover:text-slate-600')}>Disabled</span>
        </li>
      </ul>
    </nav>
  )
}

export function NavComponentPage() {
  return (
    <>
      <PageHeader title="Navs" description="Navigation links in a row or a column; the current one is marked with aria-current." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic nav">
          <Nav label="Basic nav" variant="plain" />
        </SectionCard>
        <SectionCard title="Underlined">
          <Nav label="Underlined nav" variant="underline" />
        </SectionCard>
        <SectionCard title="Boxed">
          <Nav label="Boxed nav" variant="boxed" />
        </SectionCard>
        <SectionCard title="Alignment">
          <div className="grid grid-cols-1 gap-4">
            <Nav label="Centred nav" variant="plain" align="center" />
            <Nav label="Right-aligned nav" variant="plain" align="end" />
          </div>
        </SectionCard>
        <SectionCard title="Vertical">
          <Nav label="Vertical nav" variant="boxed" vertical />
        </SectionCard>
        <SectionCard title="Router links" description="Real links to other showcase pages.">
          <nav aria-label="Showcase pages" className="flex flex-wrap gap-2">
            <Link to="/components/tabs-component" className={base}>Tabs</Link>
            <Link to="/components/pills-component" className={base}>Pills</Link>
            <Link to="/components/breadcrumbs" className={base}>Breadcrumbs</Link>
          </nav>
        </SectionCard>
      </div>
    </>
  )
}
