import { Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { addBoard } from './kanban-api'

export function AddBoardForm() {
  const [title, setTitle] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return
    try {
      const { board } = await addBoard(title.trim())
      toast.success(`Board ${board.title} added`)
      setTitle('')
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The board could not be added')
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="w-72 shrink-0 space-y-2 rounded-xl border-2 border-dashed border-input p-3" aria-label="Add a board">
      <Input aria-label="New board title" placeholder="New board title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <Button type="submit" variant="secondary" className="w-full" disabled={!title.trim()}><Plus size={16} aria-hidden /> Add board</Button>
    </form>
  )
}
