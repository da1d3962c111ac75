import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

// Full class names, so Tailwind keeps every swatch in the stylesheet.
const PALETTES = [
  ['Brand (primary)', ['bg-brand-50', 'bg-brand-100', 'bg-brand-300', 'bg-brand-500', 'bg-brand-600', 'bg-brand-700', 'bg-brand-800']],
  ['Slate (secondary)', ['bg-slate-50', 'bg-slate-100', 'bg-slate-300', 'bg-slate-500', 'bg-slate-600', 'bg-slate-700', 'bg-slate-800']],
  ['Emerald (success)', ['bg-emerald-50', 'bg-emerald-100', 'bg-emerald-300', 'bg-emerald-500', 'bg-emerald-600', 'bg-emerald-700', 'bg-emerald-800']],
  ['Red (danger)', ['bg-red-50', 'bg-red-100', 'bg-red-300', 'bg-red-500', 'bg-red-600', 'bg-red-700', 'bg-red-800']],
  ['Amber (warning)', ['bg-amber-50', 'bg-amber-100', 'bg-amber-300', 'bg-amber-500', 'bg-amber-600', 'bg-amber-700', 'bg-amber-800']],
  ['Sky (info)', ['bg-sky-50', 'bg-sky-100', 'bg-sky-300', 'bg-sky-500', 'bg-sky-600', 'bg-sky-700', 'bg-sky-800']],
] as const

// The lightest shade of each palette that takes white text; lighter ones take black. Either way the
// label reads at 4.5:1 or better (black on emerald-600 is 5.6:1, white on it only 3.8:1).
const FIRST_WHITE: Record<string, number> = { brand: 600, slate: 500, emerald: 700, red: 600, amber: 700, sky: 700 }

const TEXT_TONES = [
  ['text-primary', 'Primary text'],
  ['text-success', 'Success text'],
  ['text-destructive', 'Danger text'],
  ['text-warning', 'Warning text'],
  ['text-info', 'Info text'],
  ['text-muted-foreground', 'Muted text'],
] as const

export function ColorsPage() {
  return (
    <>
      <PageHeader title="Colors" description="The theme palette. Each swatch carries black or white text, whichever reads at 4.5:1 or better." />
      <div className="grid grid-cols-1 gap-6">
        {PALETTES.map(([name, swatches]) => (
          <SectionCard key={name} title={name}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {swatches.map((cls) => {
                const [, palette = '', shade = ''] = cls.split('-')
                return (
                  <li key={cls} className={`${cls} flex h-20 items-end rounded-lg p-2 text-xs font-medium ring-1 ring-black/5 ${Number(shade) >= (FIRST_WHITE[palette] ?? 600) ? 'text-white' : 'text-black'}`}>
                    {cls.replace('bg-', '')}
                  </li>
                )
              })}
            </ul>
          </SectionCard>
        ))}
        <SectionCard title="Text colours">
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            {TEXT_TONES.map(([cls, label]) => (
              <li key={label} className={cls}>{label}</li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </>
  )
}
