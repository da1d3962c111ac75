import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'

/** Covers its children with a spinner and makes them inert while `blocked`. */
function Blockable({ blocked, message = 'Please wait…', children }: { blocked: boolean; message?: string; children: ReactNode }) {
  return (
    <div className="relative" aria-busy={blocked}>
      <div inert={blocked}>{children}</div>
      {blocked ? (
        <div className="absolute inset-0 z-10 flex items-center justify-center rounded-lg bg-card/75 backdrop-blur-[1px]">
          <Spinner label={message} className="p-0" />
        </div>
      ) : null}
    </div>
  )
}

function useBlock(ms = 2000): [boolean, () => void] {
  const [blocked, setBlocked] = useState(false)
  useEffect(() => {
    if (!blocked) return
    const t = setTimeout(() => setBlocked(false), ms)
    return () => clearTimeout(t)
  }, [blocked, ms])
  return [blocked, () => setBlocked(true)]
}

const TEXT = 'Chocolate cake marshmallow pastry biscuit. Cake jelly-o sweet roll apple pie cake candy canes.'

export function BlockUiPage() {
  const [section, blockSection] = useBlock()
  const [card, blockCard] = useBlock(2500)
  const [page, blockPage] = useBlock(1500)
  return (
    <>
      <PageHeader title="BlockUI" description="Block part of a page (or all of it) while work is in progress. Blocked content cannot be used." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Block a section" actions={<Button size="sm" onClick={blockSection}>Block</Button>}>
          <Blockable blocked={section}>
            <p className="text-sm">{TEXT}</p>
            <Button variant="secondary" className="mt-3">A button inside</Button>
          </Blockable>
        </SectionCard>
        <SectionCard title="Custom message" actions={<Button size="sm" onClick={blockCard}>Block</Button>}>
          <Blockable blocked={card} message="Saving your changes…">
            <p className="text-sm">{TEXT}</p>
            <p className="mt-2 text-sm">{TEXT}</p>
          </Blockable>
        </SectionCard>
        <SectionCard title="Block the whole page" className="lg:col-span-2">
          <Button onClick={blockPage}>Block page for 1.5 s</Button>
          {page ? (
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60">
              <Spinner label="Loading the page…" className="rounded-xl bg-card text-soft-foreground" />
            </div>
          ) : null}
        </SectionCard>
      </div>
    </>
  )
}
