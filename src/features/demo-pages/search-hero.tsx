import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'

/** The banner with a search box at the top of the FAQ and knowledge-base pages. */
export function SearchHero({ title, text, label, value, onChange }: { title: string; text: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <header className="mb-8 rounded-xl bg-gradient-to-br from-brand-700 to-sky-700 px-6 py-10 text-center text-white">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-white/85">{text}</p>
      <div className="relative mx-auto mt-6 max-w-lg">
        <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <Input type="search" aria-label={label} placeholder="Ask a question…" value={value} onChange={(e) => onChange(e.target.value)} className="h-12 pl-10" />
      </div>
    </header>
  )
}
