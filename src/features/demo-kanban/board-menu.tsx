import { MoreVertical } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { clearBoard, deleteBoard, type Board } from './kanban-api'

type Confirm = 'clear' | 'delete' | null

export function BoardMenu({ board }: { board: Board }) {
  const [confirm, setConfirm] = useState<Confirm>(null)
  const run = async () => {
    try {
      const result = confirm === 'clear' ? await clearBoard(board.id) : await deleteBoard(board.id)
      toast.success(confirm === 'clear' ? `${result.deletedTasks} tasks cleared from ${board.title}` : `Board ${board.title} deleted`)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The board could not be changed')
    }
  }
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="rounded-md p-1.5 text-slate-500 hover:bg-muted-foreground/20" aria-label={`Actions for board ${board.title}`}>
          <MoreVertical size={16} aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setConfirm('clear')}>Clear tasks</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConfirm('delete')} className="text-destructive">Delete board</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{confirm === 'clear' ? `Clear ${board.title}?` : `Delete ${board.title}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {confirm === 'clear' ? 'Every task on this board is removed; the board stays.' : 'The board and every task on it are removed.'}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction danger onClick={() => void run()}>{confirm === 'clear' ? 'Clear' : 'Delete'}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
