import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { SectionCard } from '@/components/ui/section-card'
import { SweetAlert, type SweetKind } from './sweet-alert'

type Open = { kind: SweetKind; title: string; text?: string } | null
const KINDS: [SweetKind, string, string][] = [
  ['success', 'Good job!', 'You clicked the button!'],
  ['error', 'Oops…', 'Something went wrong!'],
  ['warning', 'Careful', 'This might take a while.'],
  ['info', 'Did you know?', 'Sounds with a loop point are used twice as often.'],
  ['question', 'Still there?', 'Any questions about your campaign?'],
]

export function SweetAlertPage() {
  const [basic, setBasic] = useState<Open>(null)
  const [confirm, setConfirm] = useState(false)
  const [result, setResult] = useState('')
  const [timer, setTimer] = useState(0)
  const [prompt, setPrompt] = useState(false)
  const [name, setName] = useState('')
  useEffect(() => {
    if (timer <= 0) return
    const t = setTimeout(() => setTimer((n) => n - 1), 1000)
    return () => clearTimeout(t)
  }, [timer])
  return (
    <>
      <PageHeader title="Sweet Alert" description="Big, friendly alerts: icons, confirmations, timers and input. Built on the app’s AlertDialog." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Types">
          <div className="flex flex-wrap gap-2">
            {KINDS.map(([kind, title, text]) => (
              <Button key={kind} variant="secondary" className="capitalize" onClick={() => setBasic({ kind, title, text })}>{kind}</Button>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Confirm" description={result || 'Delete a file, or cancel.'}>
          <Button variant="danger" onClick={() => setConfirm(true)}>Delete file</Button>
        </SectionCard>
        <SectionCard title="Auto close" description="Closes itself after 3 seconds.">
          <Button onClick={() => setTimer(3)}>Start timer</Button>
        </SectionCard>
        <SectionCard title="With input" description={name ? `Hello, ${name}!` : 'Ask for a name.'}>
          <Button onClick={() => setPrompt(true)}>Ask my name</Button>
        </SectionCard>
      </div>
      {basic ? <SweetAlert open onOpenChange={(o) => !o && setBasic(null)} {...basic} /> : null}
      <SweetAlert
        open={confirm}
        onOpenChange={(o) => {
          setConfirm(o)
          if (!o && !result.startsWith('Deleted')) setResult('Cancelled: your file is safe.')
        }}
        kind="warning"
        title="Are you sure?"
        text="You won’t be able to revert this!"
        confirmLabel="Yes, delete it!"
        cancelLabel="Cancel"
        danger
        onConfirm={() => setResult('Deleted: your file has been deleted.')}
      />
      <SweetAlert open={timer > 0} onOpenChange={(o) => !o && setTimer(0)} kind="info" title="Auto close alert!" text={`I will close in ${timer} seconds.`} />
      <SweetAlert open={prompt} onOpenChange={setPrompt} kind="question" title="What is your name?" confirmLabel="Submit" cancelLabel="Cancel">
        <Input aria-label="Your name" className="mt-4" value={name} onChange={(e) => setName(e.target.value)} />
      </SweetAlert>
    </>
  )
}
