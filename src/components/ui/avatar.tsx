import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'

const TONES = [
  'bg-primary-soft text-primary-soft-foreground',
  'bg-success-soft text-success-soft-foreground',
  'bg-warning-soft text-warning-soft-foreground',
  'bg-info-soft text-info-soft-foreground',
  'bg-destructive-soft text-destructive-soft-foreground',
]

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?'
}

function toneOf(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return TONES[hash % TONES.length] ?? ''
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-16 w-16 text-lg', xl: 'h-24 w-24 text-2xl' }

/** A picture with the person's initials underneath, shown while it loads or when it is missing (offline). */
export function Avatar({ name, src, size = 'md', className }: { name: string; src?: string; size?: keyof typeof SIZES; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full', SIZES[size], className)}>
      {src ? <AvatarPrimitive.Image src={src} alt="" className="h-full w-full object-cover" /> : null}
      <AvatarPrimitive.Fallback delayMs={src ? 300 : 0} className={cn('flex h-full w-full items-center justify-center font-semibold', toneOf(name))}>
        <span aria-hidden>{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
