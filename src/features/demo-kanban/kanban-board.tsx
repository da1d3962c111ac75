import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { addTask, type Board, type Task } from './kanban-api'
import { BoardMenu } from './board-menu'
import { boardDropId } from './kanban-order'
import { SortableTaskCard } from './kanban-task-card'

export function KanbanBoardColumn({ board, tasks, onOpen }: { board: Board; tasks: Task[]; onOpen: (id: number) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: boardDropId(board.id) })
  const [adding, setAdding] = useState(false)
  const [title, setTitle] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return
    try {
      await addTask(board.id, title.trim())
      setTitle('')
      setAdding(false)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The task could not be added')
    }
  }

  return (
    <section aria-label={`Board ${board.title}`} className="w-72 shrink-0">
      <header className="mb-2 flex items-center justify-between px-1">
        <h2 className="font-semibold text-foreground">
          {board.title} <span className="ml-1 text-sm font-normal text-muted-foreground">{tasks.length}</span>
        </h2>
        <BoardMenu board={board} />
      </header>
      <div ref={setNodeRef} className={cn('min-h-24 rounded-xl p-1 transition-colors', isOver && 'bg-primary-soft/50 ring-2 ring-brand-300')}>
        <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
          <ul className="space-y-3" aria-label={`${board.title} tasks`}>
            {tasks.map((task) => <SortableTaskCard key={task.id} task={task} onOpen={() => onOpen(task.id)} />)}
          </ul>
        </SortableContext>
        {tasks.length === 0 ? <p className="py-6 text-center text-sm text-slate-400">Drop tasks here</p> : null}
      </div>
      {adding ? (
        <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-2">
          <Input autoFocus aria-label={`New task in ${board.title}`} placeholder="Task title" value={title} onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setAdding(false)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!title.trim()}>Add</Button>
            <Button size="sm" variant="secondary" onClick={() => setAdding(false)}>Cancel</Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" size="sm" className="mt-2 w-full justify-start" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden /> Add new item
        </Button>
      )}
    </section>
  )
}
