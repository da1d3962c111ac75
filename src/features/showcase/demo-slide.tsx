import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

const GRADIENTS = [
  'from-brand-700 to-fuchsia-600',
  'from-sky-700 to-emerald-600',
  'from-amber-600 to-rose-600',
  'from-slate-800 to-brand-700',
  'from-emerald-700 to-teal-500',
  'from-rose-700 to-orange-500',
]

/** A coloured panel standing in for a photo, so the demo needs no image files (and works offline). */
export function DemoSlide({ index, title, text, icon: Icon, className }: { index: number; title: string; text?: string; icon?: LucideIcon; className?: string }) {
  return (
    <div className={cn('flex h-56 flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br p-6 text-center text-white', GRADIENTS[index % GRADIENTS.length], className)}>
      {Icon ? <Icon size={36} aria-hidden /> : null}
      <p className="text-xl font-semibold">{title}</p>
      {text ? <p className="max-w-sm text-sm text-white/90">{text}</p> : null}
    </div>
  )
}
