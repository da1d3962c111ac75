import { Link } from '@tanstack/react-router'
import { Clock, Disc3, Lock, SearchX, Wrench, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

function MiscLayout({ icon: Icon, eyebrow, title, text, children }: { icon: LucideIcon; eyebrow?: string; title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="p-6">
        <Link to="/" className="inline-flex items-center gap-2 rounded text-primary">
          <Disc3 aria-hidden />
          <span className="text-lg font-bold">Sound Portal</span>
        </Link>
      </header>
      <main className="flex flex-col items-center px-6 pt-8 pb-16 text-center">
        {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-semibold text-foreground">{title}</h1>
        <div className="mt-3 max-w-md text-muted-foreground">{text}</div>
        {children}
        <div aria-hidden className="mt-12 flex h-48 w-48 items-center justify-center rounded-full bg-gradient-to-br from-primary-soft to-info-soft text-primary">
          <Icon size={88} strokeWidth={1.2} />
        </div>
      </main>
    </div>
  )
}

function HomeButton({ label = 'Back to home' }: { label?: string }) {
  return (
    <Button asChild className="mt-6">
      <Link to="/">{label}</Link>
    </Button>
  )
}

export function ComingSoonPage() {
  const [email, setEmail] = useState('')
  const [subscribed, setSubscribed] = useState('')
  return (
    <MiscLayout icon={Clock} title="We are launching soon" text="We're creating something awesome. Leave your e-mail and we'll tell you when it's ready.">
      <form
        className="mt-6 flex w-full max-w-md flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault()
          if (/^\S+@\S+\.\S+$/.test(email)) setSubscribed(email)
        }}
      >
        <Input type="email" aria-label="Your e-mail address" placeholder="john@example.com" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Button type="submit">Notify</Button>
      </form>
      <p role="status" className="mt-2 text-sm text-success">{subscribed ? `We will write to ${subscribed} (template page: nothing is sent).` : ''}</p>
    </MiscLayout>
  )
}

export function NotAuthorizedPage() {
  return (
    <MiscLayout icon={Lock} eyebrow="Error 401" title="You are not authorized!" text="You don’t have permission to see this page. Go home!">
      <HomeButton />
    </MiscLayout>
  )
}

export function MaintenancePage() {
  return (
    <MiscLayout icon={Wrench} title="Under Maintenance" text="Sorry for the inconvenience, but we’re performing some maintenance at the moment.">
      <HomeButton />
    </MiscLayout>
  )
}

export function ErrorPage() {
  return (
    <MiscLayout icon={SearchX} eyebrow="Error 404" title="Page Not Found" text="Oops! The requested URL was not found on this server.">
      <HomeButton />
    </MiscLayout>
  )
}
