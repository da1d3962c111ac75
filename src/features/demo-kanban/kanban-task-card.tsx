import type { ReactNode } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { CalendarDays, GripVertical, MessageSquare, Paperclip } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/demo-format'
import type { Task } from './kanban-api'

/**
 * `title` replaces the plain title, so a card can make it the button that opens the task: the
 * button then shows just the words its name starts with, and stretches over the whole card.
 */
export function TaskCardBody({ task, title }: { task: Task; title?: ReactNode }) {
  return (
    <>
      {task.labels.length ? (
        <div className="mb-2 flex flex-wrap gap-1">{task.labels.map((label) => <Badge key={label}>{label}</Badge>)}</div>
      ) : null}
      {title ?? <p className="text-sm font-medium text-foreground">{task.title}</p>}
      <div className="mt-3 flex items-center gap-3 text-xs text-muted-foreground">
        <span className="flex items-center gap-1"><CalendarDays size={12} aria-hidden /> {formatDate(task.dueDate, 'dd MMM')}</span>
        {task.attachments.length ? <span className="flex items-center gap-1" aria-label={`${task.attachments.length} attachments`}><Paperclip size={12} aria-hidden /> {task.attachments.length}</span> : null}
        {task.comments.length ? <span className="flex items-center gap-1" aria-label={`${task.comments.length} comments`}><MessageSquare size={12} aria-hidden /> {task.comments.length}</span> : null}
        <span className="ml-auto flex -space-x-1">
          {task.assignedTo.slice(0, 3).map((person) => <Avatar key={person.title} name={person.title} size="sm" className="h-6 w-6 text-[10px] ring-2 ring-card" />)}
        </span>
      </div>
    </>
  )
}

/** A task that can be dragged with the mouse or a long press (from anywhere on it), or the keyboard (its handle). */
export function SortableTaskCard({ task, onOpen }: { task: Task; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
      data-task-id={task.id}
      className={cn('group relative rounded-xl bg-card p-3 shadow-sm ring-1 ring-border', isDragging && 'opacity-40')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        aria-label={`Move ${task.title}`}
        className="absolute top-2 right-2 z-10 rounded p-1 text-slate-400 opacity-60 group-hover:opacity-100 hover:bg-accent focus-visible:opacity-100"
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <TaskCardBody
        task={task}
        title={
          <button type="button" onClick={onOpen} aria-label={`Open ${task.title}`} className="block w-full pr-6 text-left text-sm font-medium text-foreground after:absolute after:inset-0 after:rounded-xl">
            {task.title}
          </button>
        }
      />
    </li>
  )
}
