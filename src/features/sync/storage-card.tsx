import { HardDrive } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { formatBytes, readStorageState, type StorageState } from '@/lib/pwa/keep-storage'

/** What the browser says about this app's storage, read when the card shows. */
function useStorageState(): StorageState | undefined {
  const [state, setState] = useState<StorageState>()
  useEffect(() => {
    let live = true
    void readStorageState().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])
  return state
}

function keptText(kept: boolean | null): string {
  if (kept === true) return 'Kept on this device'
  if (kept === false) return 'The browser may clear it when space runs low'
  return 'This browser does not say whether it keeps it'
}

/** On /sync: whether the browser keeps what the app saved, and how much room it takes. */
export function StorageCard() {
  const state = useStorageState()
  return (
    <Card aria-labelledby="storage-title">
      <CardTitle id="storage-title" className="flex items-center gap-2">
        <HardDrive size={18} aria-hidden /> Storage on this device
      </CardTitle>
      <CardDescription>Your changes waiting to be sent, the lists you have seen and the app itself, saved so they open offline.</CardDescription>
      {state ? (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Saved data</dt>
            <dd className="font-medium text-foreground">{keptText(state.kept)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Space used</dt>
            <dd className="font-medium text-foreground">
              {state.usage !== null && state.quota !== null ? `${formatBytes(state.usage)} of ${formatBytes(state.quota)} available` : 'This browser does not say'}
            </dd>
          </div>
        </dl>
      ) : null}
    </Card>
  )
}
