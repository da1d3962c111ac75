import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { saveDrop, updateTask, type Board, type Task } from './kanban-api'
import { TaskPeople } from './kanban-task-people'

const KNOWN_LABELS = ['UX', 'App', 'Code Review', 'Info', 'Forms', 'Images', 'Audio', 'Charts & Maps', 'Marketing']

function TaskForm({ task, boards, allTasks, onClose }: { task: Task; boards: Board[]; allTasks: Task[]; onClose: () => void }) {
  const [draft, setDraft] = useState(task)
  const [boardId, setBoardId] = useState(task.boardId)
  const labels = [...new Set([...KNOWN_LABELS, ...allTasks.flatMap((t) => t.labels)])]
  const set = <K extends keyof Task>(key: K, value: Task[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft.title.trim()) return
    try {
      const { boardId: _board, ...changes } = draft
      await updateTask({ ...changes, title: draft.title.trim() })
      if (boardId !== task.boardId) await saveDrop({ taskId: task.id, boardId, targetTaskId: null }, task.boardId)
      toast.success('Task saved')
      onClose()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The task could not be saved')
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="task-title">Title</Label>
        <Input id="task-title" value={draft.title} onChange={(e) => set('title', e.target.value)} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="task-board">Board</Label>
          <NativeSelect id="task-board" value={boardId} onChange={(e) => setBoardId(e.target.value)}>
            {boards.map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="task-due">Due date</Label>
          <Input id="task-due" type="date" value={draft.dueDate.slice(0, 10)} onChange={(e) => set('dueDate', new Date(`${e.target.value}T12:00:00`).toISOString())} />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-soft-foreground">Labels</legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {labels.map((label) => {
            const on = draft.labels.includes(label)
            return (
              <button key={label} type="button" aria-pressed={on} onClick={() => set('labels', on ? draft.labels.filter((l) => l !== label) : [...draft.labels, label])}>
                <Badge variant={on ? 'solid' : 'secondary'} className={cn(!on && 'opacity-80')}>{label}</Badge>
              </button>
            )
          })}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="task-description">Description</Label>
        <Textarea id="task-description" rows={3} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <TaskPeople draft={draft} allTasks={allTasks} onChange={setDraft} />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit">Save</Button>
      </DialogFooter>
    </form>
  )
}

export function KanbanTaskDialog({ task, boards, allTasks, onClose }: { task: Task | null; boards: Board[]; allTasks: Task[]; onClose: () => void }) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Task details</DialogTitle>
          <DialogDescription>Labels, due date, assignees, comments and attachments.</DialogDescription>
        </DialogHeader>
        {task ? <TaskForm key={task.id} task={task} boards={boards} allTasks={allTasks} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
