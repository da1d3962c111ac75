import { cn } from '@/lib/cn'

const GRADIENTS = ['from-brand-700 to-fuchsia-600', 'from-sky-700 to-emerald-600', 'from-amber-600 to-rose-600', 'from-slate-800 to-brand-700', 'from-emerald-700 to-teal-500', 'from-rose-700 to-orange-500']

/** A coloured panel standing in for a photo, so the demo needs no image files (and works offline). */
export function DemoSlide({ index, title, className }: { index: number; title: string; className?: string }) {
  return (
    <div className={cn('flex h-56 items-center justify-center rounded-xl bg-gradient-to-br p-6 text-2xl font-semibold text-white', GRADIENTS[index % GRADIENTS.length], className)}>
      {title}
    </div>
  )
}
