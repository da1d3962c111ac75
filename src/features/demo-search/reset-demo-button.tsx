import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { resetDemo } from './search-actions'

/** Throws away every change made in the demo area, after asking. */
export function ResetDemoButton() {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await resetDemo()
      toast.success('Demo data restored')
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The demo data could not be reset.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={busy}>
          <RotateCcw size={14} aria-hidden /> Reset demo data
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Reset the demo data?</AlertDialogTitle>
        <AlertDialogDescription>
          Every change made in the demo area (e-mails, tasks, invoices, cart, bookmarks…) is thrown away and the sample data comes back.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction danger onClick={() => void run()}>
            Reset
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
