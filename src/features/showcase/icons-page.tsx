import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/lib/notify'
import { copyText } from '@/lib/copy-text'
import { ICONS } from './icon-list'

export function IconsPage() {
  const [query, setQuery] = useState('')
  const shown = useMemo(() => ICONS.filter(([name]) => name.toLowerCase().includes(query.trim().toLowerCase())), [query])
  const copy = async (name: string) => {
    const ok = await copyText(`<${name} />`)
    toast[ok ? 'success' : 'error'](ok ? `Copied <${name} />` : 'Copying is not allowed here')
  }
  return (
    <>
      <PageHeader title="Icons" description="Feather icons, drawn with Lucide (Feather’s maintained fork). Click an icon to copy its JSX." />
      <SectionCard
        title={`${shown.length} icons`}
        actions={
          <div className="relative w-64 max-w-full">
            <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label="Search icons" placeholder="Search icons" value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
          </div>
        }
      >
        {shown.length === 0 ? <p className="text-sm text-slate-500">No icon matches “{query}”.</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8">
          {shown.map(([name, Icon]) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => void copy(name)}
                className="flex w-full flex-col items-center gap-2 rounded-lg p-3 text-xs text-muted-foreground ring-1 ring-border hover:bg-primary-soft/50 hover:text-primary-soft-foreground"
              >
                <Icon size={24} aria-hidden />
                <span className="truncate">{name}</span>
              </button>
            </li>
          ))}
        </ul>
      </SectionCard>
    </>
  )
}
