import { Disc3 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

/** The centred card every sign-in, sign-up and password screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <div className="mb-6 flex items-center gap-2 text-primary">
          <Disc3 aria-hidden />
          <span className="text-lg font-bold">Sound Portal</span>
        </div>
        <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
        <p className="mb-6 text-muted-foreground">{intro}</p>
        {children}
      </Card>
    </main>
  )
}
