import { Link } from '@tanstack/react-router'
import { Card, PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

export const LAYOUTS = [
  { to: '/page-layout/collapse-menu', title: 'Collapsed Menu', text: 'The menu stays folded to icons and opens while the pointer is over it.' },
  { to: '/page-layout/layout-boxed', title: 'Boxed Layout', text: 'The navbar and the page sit in a narrower centred box.' },
  { to: '/page-layout/without-menu', title: 'Without Menu', text: 'The navbar without the vertical menu.' },
  { to: '/page-layout/layout-empty', title: 'Layout Empty', text: 'No menu and no navbar: only the page content.' },
  { to: '/page-layout/layout-blank', title: 'Layout Blank', text: 'A blank page with nothing around it, as used by the sign-in and error pages.' },
] as const

export type LayoutPath = (typeof LAYOUTS)[number]['to']

/** One of the page-layout demos: what this layout is, and links to the others. */
export function LayoutDemoPage({ current, className }: { current: LayoutPath; className?: string }) {
  const layout = LAYOUTS.find((l) => l.to === current) ?? LAYOUTS[0]
  return (
    <div className={cn(className)}>
      <PageHeader title={layout.title} description={layout.text} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="About this layout">
          <p className="text-sm text-muted-foreground">
            Each layout is the same app shell with different options (menu, box, navbar). Resize the window: on small screens the menu always becomes a drawer opened from the navbar.
          </p>
        </SectionCard>
        <SectionCard title="Other layouts">
          <ul className="grid grid-cols-1 gap-2">
            {LAYOUTS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} aria-current={l.to === current ? 'page' : undefined} className="block rounded-lg px-3 py-2 text-sm text-primary hover:bg-accent aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
                  {l.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/" className="block rounded-lg px-3 py-2 text-sm text-primary hover:bg-accent">Back to the dashboard</Link>
            </li>
          </ul>
        </SectionCard>
        <Card className="lg:col-span-2">
          <div aria-hidden className="grid h-40 grid-cols-4 gap-3">
            {Array.from({ length: 4 }, (_, i) => <div key={i} className="rounded-lg bg-muted" />)}
          </div>
        </Card>
      </div>
    </div>
  )
}
