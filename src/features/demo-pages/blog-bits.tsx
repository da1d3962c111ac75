import { Command, Hash, ShoppingCart, Video, Watch, type LucideIcon } from 'lucide-react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

const GRADIENTS = ['from-brand-700 to-fuchsia-600', 'from-amber-600 to-rose-600', 'from-sky-700 to-emerald-600', 'from-slate-800 to-brand-700', 'from-emerald-700 to-teal-500', 'from-rose-700 to-orange-500']

/** A coloured cover standing in for the post's photo (the demo ships no image files, so it works offline). */
export function BlogCover({ id, title, className }: { id: number; title: string; className?: string }) {
  return (
    <div aria-hidden className={cn('flex items-end rounded-t-xl bg-gradient-to-br p-4 text-white', GRADIENTS[(id - 1 + GRADIENTS.length) % GRADIENTS.length], className)}>
      <span className="line-clamp-2 text-sm font-semibold opacity-80">{title}</span>
    </div>
  )
}

const TAG_TONES: Record<string, BadgeVariant> = { Fashion: 'info', Food: 'success', Gaming: 'danger', Quote: 'warning', Video: 'default' }

export function TagBadges({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((t) => (
        <li key={t}><Badge variant={TAG_TONES[t] ?? 'secondary'}>{t}</Badge></li>
      ))}
    </ul>
  )
}

const CATEGORY_ICONS: Record<string, LucideIcon> = { Watch, ShoppingCart, Command, Hash, Video }
export const categoryIcon = (name: string): LucideIcon => CATEGORY_ICONS[name] ?? Hash
