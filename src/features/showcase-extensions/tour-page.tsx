import { Bell, Music, Wallet } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Tour, type TourStep } from './tour'

const STEPS: TourStep[] = [
  { target: 'tour-sounds', title: 'Your sounds', text: 'Every sound you upload is listed here with its open slots.' },
  { target: 'tour-wallet', title: 'Your wallet', text: 'Funds set aside for campaigns and your earnings live here.' },
  { target: 'tour-alerts', title: 'Notifications', text: 'Approvals, payouts and account changes show up here.' },
  { target: 'tour-start', title: 'Start again', text: 'You can replay this tour at any time.' },
]
const highlight = 'rounded-xl transition-shadow [&[data-tour-active]]:ring-4 [&[data-tour-active]]:ring-brand-500/60'

export function TourPage() {
  const [step, setStep] = useState<number | null>(null)
  const [finished, setFinished] = useState(false)
  return (
    <>
      <PageHeader title="Tour" description="Walk a new user through the page, one element at a time." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        <div id="tour-sounds" className={highlight}>
          <SectionCard title={<span className="inline-flex items-center gap-2"><Music size={18} aria-hidden /> Sounds</span>}>
            <p className="text-sm text-muted-foreground">3 sounds, 42 open slots.</p>
          </SectionCard>
        </div>
        <div id="tour-wallet" className={highlight}>
          <SectionCard title={<span className="inline-flex items-center gap-2"><Wallet size={18} aria-hidden /> Wallet</span>}>
            <p className="text-sm text-muted-foreground">$1,240.00 available.</p>
          </SectionCard>
        </div>
        <div id="tour-alerts" className={highlight}>
          <SectionCard title={<span className="inline-flex items-center gap-2"><Bell size={18} aria-hidden /> Notifications</span>}>
            <p className="text-sm text-muted-foreground">2 uses waiting for approval.</p>
          </SectionCard>
        </div>
      </div>
      <div className="mt-6 flex items-center gap-4">
        <span id="tour-start" className={`inline-block ${highlight}`}>
          <Button onClick={() => { setFinished(false); setStep(0) }}>Start tour</Button>
        </span>
        <p className="text-sm text-muted-foreground" aria-live="polite">{finished ? 'Tour finished.' : step === null ? 'The tour is not running.' : `Tour running: step ${step + 1}.`}</p>
      </div>
      <Tour
        steps={STEPS}
        step={step}
        onStepChange={(s) => {
          if (s === null && step === STEPS.length - 1) setFinished(true)
          setStep(s)
        }}
      />
    </>
  )
}
