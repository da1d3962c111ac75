import { Star } from 'lucide-react'
import { toast } from '@/lib/notify'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import type { TodoTask } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/demo-format'
import { isOverdue, TODO_TAGS, updateTodo } from './todo-api'

export function TodoRow({ task, onEdit }: { task: TodoTask; onEdit: () => void }) {
  const change = async (fields: Partial<TodoTask>, message: string) => {
    try {
      await updateTodo({ id: task.id, ...fields })
      toast.success(message)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The task could not be changed')
    }
  }
  return (
    <li className="flex items-center gap-3 px-4 py-3 hover:bg-muted/50">
      <Checkbox
        aria-label={`Complete ${task.title}`}
        checked={task.isCompleted}
        disabled={task.isDeleted}
        onCheckedChange={(on) => void change({ isCompleted: on === true }, on === true ? 'Task completed' : 'Task reopened')}
      />
      <button type="button" onClick={onEdit} className="min-w-0 flex-1 text-left">
        <span className={cn('block truncate text-sm font-medium text-foreground', task.isCompleted && 'text-muted-foreground line-through')}>{task.title}</span>
      </button>
      <span className="hidden gap-1 sm:flex">
        {task.tags.map((tag) => (
          <Badge key={tag} variant={TODO_TAGS.find((t) => t.id === tag)?.variant ?? 'secondary'}>{tag}</Badge>
        ))}
      </span>
      <span className={cn('hidden text-xs whitespace-nowrap text-muted-foreground md:inline', isOverdue(task) && 'font-semibold text-destructive')}>
        {formatDate(task.dueDate, 'dd MMM')}
      </span>
      {task.assignee ? <Avatar name={task.assignee.fullName} size="sm" /> : <span className="w-8" />}
      <button
        type="button"
        disabled={task.isDeleted}
        aria-pressed={task.isImportant}
        aria-label={task.isImportant ? `Unmark ${task.title} as important` : `Mark ${task.title} as important`}
        onClick={() => void change({ isImportant: !task.isImportant }, task.isImportant ? 'No longer important' : 'Marked important')}
        className="rounded p-1 text-slate-400 hover:text-amber-500 disabled:opacity-40"
      >
        <Star size={18} aria-hidden className={cn(task.isImportant && 'fill-amber-400 text-amber-500')} />
      </button>
    </li>
  )
}
