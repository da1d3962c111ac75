import { Cable, Disc3, Headphones, Keyboard, Lightbulb, Mic, Package, SlidersHorizontal, Speaker, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

const KINDS: [RegExp, LucideIcon][] = [
  [/headphone|earbud/i, Headphones],
  [/micro|lavalier|pop filter|boom/i, Mic],
  [/speaker|monitor|subwoofer/i, Speaker],
  [/keyboard|pad/i, Keyboard],
  [/cable/i, Cable],
  [/mixer|interface|amplifier|pedal|gate/i, SlidersHorizontal],
  [/turntable|vinyl/i, Disc3],
  [/light/i, Lightbulb],
]

/**
 * A drawing of the kind of product. The sample data names photo paths that the app does not
 * ship, so asking for them would only fail (and log errors offline).
 */
export function ProductImage({ name, className }: { name: string; className?: string }) {
  const Icon = KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? Package
  return (
    <div role="img" aria-label={name} className={cn('flex items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-primary-soft/50 to-muted', className)}>
      <Icon aria-hidden className="h-1/2 w-1/2 text-primary/70" strokeWidth={1.25} />
    </div>
  )
}
