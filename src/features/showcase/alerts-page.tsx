import { CircleCheck, Info, OctagonX, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'

const TONES = ['brand', 'secondary', 'success', 'danger', 'warning', 'info'] as const
const ICONS = { success: CircleCheck, danger: OctagonX, warning: TriangleAlert, info: Info }

export function AlertsPage() {
  const [shown, setShown] = useState<string[]>(['welcome', 'update', 'storage'])
  const hide = (id: string) => setShown((s) => s.filter((x) => x !== id))
  return (
    <>
      <PageHeader title="Alerts" description="Short messages in context: tones, titles, icons and dismissible alerts." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Tones" description="One alert per tone, with a title and a description.">
          <div className="grid grid-cols-1 gap-3">
            {TONES.map((tone) => (
              <Alert key={tone} tone={tone} className="flex-col gap-1">
                <AlertTitle className="capitalize">{tone}</AlertTitle>
                <AlertDescription>Tootsie roll lollipop lollipop icing. Wafer cookie danish macaroon.</AlertDescription>
              </Alert>
            ))}
          </div>
        </SectionCard>
        <div className="grid grid-cols-1 content-start gap-6">
          <SectionCard title="With icons">
            <div className="grid grid-cols-1 gap-3">
              {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((tone) => {
                const Icon = ICONS[tone]
                return (
                  <Alert key={tone} tone={tone}>
                    <Icon aria-hidden />
                    <AlertDescription>
                      <span className="font-semibold capitalize">{tone}: </span>
                      Chupa chups topping pastry halvah.
                    </AlertDescription>
                  </Alert>
                )
              })}
            </div>
          </SectionCard>
          <SectionCard title="Dismissible" description="Close an alert; bring them all back with Reset.">
            <div className="grid grid-cols-1 gap-3">
              {shown.includes('welcome') ? <Alert tone="brand" onDismiss={() => hide('welcome')}>Welcome back! Your campaigns are running.</Alert> : null}
              {shown.includes('update') ? <Alert tone="info" onDismiss={() => hide('update')}>A new version of the app is ready.</Alert> : null}
              {shown.includes('storage') ? <Alert tone="warning" onDismiss={() => hide('storage')}>Your device storage is almost full.</Alert> : null}
              {shown.length === 0 ? <p className="text-sm text-muted-foreground">All alerts dismissed.</p> : null}
              <div>
                <Button variant="secondary" size="sm" onClick={() => setShown(['welcome', 'update', 'storage'])}>Reset</Button>
              </div>
            </div>
          </SectionCard>
          <SectionCard title="Announced alert" description="Raised after an action, with role=alert so screen readers read it out.">
            <AnnouncedAlert />
          </SectionCard>
        </div>
      </div>
    </>
  )
}

function AnnouncedAlert() {
  const [count, setCount] = useState(0)
  return (
    <div className="grid grid-cols-1 gap-3">
      <div>
        <Button onClick={() => setCount((n) => n + 1)}>Save changes</Button>
      </div>
      {count > 0 ? (
        <Alert tone="success" role="alert">
          <CircleCheck aria-hidden />
          <AlertDescription>Saved ({count}).</AlertDescription>
        </Alert>
      ) : null}
    </div>
  )
}
