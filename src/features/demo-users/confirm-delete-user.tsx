import type { ReactNode } from 'react'
import { toast } from '@/lib/notify'
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { deleteUser } from './users-api'

/** Deletes a user after asking; `children` is the trigger. */
export function ConfirmDeleteUser({ id, name, onDeleted, children }: { id: number; name: string; onDeleted?: () => void; children: ReactNode }) {
  const remove = async () => {
    try {
      await deleteUser(id)
      toast.success(`${name} deleted`)
      onDeleted?.()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The user could not be deleted')
    }
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
        <AlertDialogDescription>The user is removed from the demo data.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction danger onClick={() => void remove()}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
