import { format } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { TodoTask } from '@/db/demo-schema'
import { addTodo, deleteTodo, TODO_ASSIGNEES, TODO_TAGS, updateTodo } from './todo-api'

function TodoForm({ task, onClose }: { task: TodoTask | null; onClose: () => void }) {
  const [title, setTitle] = useState(task?.title ?? '')
  const [dueDate, setDueDate] = useState(task ? task.dueDate.slice(0, 10) : format(new Date(), 'yyyy-MM-dd'))
  const [assignee, setAssignee] = useState(task?.assignee?.fullName ?? '')
  const [tags, setTags] = useState<string[]>(task?.tags ?? [])
  const [description, setDescription] = useState(task?.description ?? '')
  const [isImportant, setImportant] = useState(task?.isImportant ?? false)
  const [invalid, setInvalid] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setInvalid(true)
    const fields = {
      title: title.trim(),
      dueDate: new Date(`${dueDate}T12:00:00`).toISOString(),
      assignee: TODO_ASSIGNEES.find((a) => a.fullName === assignee) ?? null,
      tags,
      description,
      isImportant,
    }
    try {
      if (task) await updateTodo({ id: task.id, ...fields })
      else await addTodo({ ...fields, isCompleted: false })
      toast.success(task ? 'Task updated' : 'Task added')
      onClose()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The task could not be saved')
    }
  }

  const remove = async (restore: boolean) => {
    if (!task) return
    try {
      if (restore) await updateTodo({ id: task.id, isDeleted: false })
      else await deleteTodo(task.id)
      toast.success(restore ? 'Task restored' : 'Task deleted')
      onClose()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The task could not be changed')
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="todo-title">Title</Label>
        <Input id="todo-title" value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={invalid} aria-describedby={invalid ? 'todo-title-error' : undefined} />
        {invalid ? <p id="todo-title-error" className="text-sm text-destructive">A task needs a title.</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="todo-due">Due date</Label>
          <Input id="todo-due" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="todo-assignee">Assignee</Label>
          <NativeSelect id="todo-assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Nobody</option>
            {TODO_ASSIGNEES.map((a) => <option key={a.fullName}>{a.fullName}</option>)}
          </NativeSelect>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-soft-foreground">Tags</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {TODO_TAGS.map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm text-soft-foreground">
              <Checkbox checked={tags.includes(t.id)} onCheckedChange={(on) => setTags((prev) => (on === true ? [...prev, t.id] : prev.filter((x) => x !== t.id)))} />
              {t.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="todo-description">Description</Label>
        <Textarea id="todo-description" value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <label className="flex items-center gap-2 text-sm text-soft-foreground">
        <Checkbox checked={isImportant} onCheckedChange={(on) => setImportant(on === true)} /> Important
      </label>
      <DialogFooter>
        {task && !task.isDeleted ? <Button variant="danger" className="mr-auto" onClick={() => void remove(false)}>Delete</Button> : null}
        {task?.isDeleted ? <Button variant="secondary" className="mr-auto" onClick={() => void remove(true)}>Restore</Button> : null}
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit">{task ? 'Save' : 'Add'}</Button>
      </DialogFooter>
    </form>
  )
}

export function TodoDialog({ task, onClose }: { task: TodoTask | 'new' | null; onClose: () => void }) {
  const current = task === 'new' ? null : task
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current ? 'Edit task' : 'Add task'}</DialogTitle>
          <DialogDescription>{current ? 'Change the task, complete it from the list.' : 'A new task starts open.'}</DialogDescription>
        </DialogHeader>
        {task !== null ? <TodoForm key={current?.id ?? 'new'} task={current} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
