import { Link } from '@tanstack/react-router'
import { Disc3, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'

export type AuthVariant = 'basic' | 'cover'

function Brand() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded text-primary">
      <Disc3 aria-hidden />
      <span className="text-lg font-bold">Sound Portal</span>
    </Link>
  )
}

/**
 * The two looks of the template's authentication pages: a centred card ("basic"), or a form
 * beside a large illustration panel ("cover"). These are template pages; the portal's real
 * sign-in is /login.
 */
export function AuthLayout({ variant, title, subtitle, icon: Icon, children }: { variant: AuthVariant; title: string; subtitle: ReactNode; icon: LucideIcon; children: ReactNode }) {
  const heading = (
    <>
      <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-foreground">
        {title} <Badge variant="secondary" className="capitalize">{variant}</Badge>
      </h1>
      <p className="mt-1 mb-6 text-muted-foreground">{subtitle}</p>
    </>
  )
  if (variant === 'basic') {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <Card className="w-full max-w-md">
          <div className="mb-6"><Brand /></div>
          {heading}
          {children}
        </Card>
      </main>
    )
  }
  return (
    <main className="grid grid-cols-1 min-h-dvh lg:grid-cols-[3fr_2fr]">
      <div aria-hidden className="hidden items-center justify-center bg-gradient-to-br from-brand-700 via-fuchsia-700 to-sky-700 p-12 text-white lg:flex">
        <div className="max-w-md text-center">
          <Icon size={120} strokeWidth={1.2} className="mx-auto" />
          <p className="mt-6 text-2xl font-semibold">Sounds that travel.</p>
          <p className="mt-2 text-white/85">Artists fund campaigns, creators post videos, brands find their sound.</p>
        </div>
      </div>
      <div className="flex flex-col justify-center bg-card p-6 sm:p-12">
        <div className="mx-auto w-full max-w-sm">
          <div className="mb-8"><Brand /></div>
          {heading}
          {children}
        </div>
      </div>
    </main>
  )
}
