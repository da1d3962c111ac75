import { Paperclip, X } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import type { Task } from './kanban-api'

/** Assignees, attachments and comments of a task being edited. */
export function TaskPeople({ draft, allTasks, onChange }: { draft: Task; allTasks: Task[]; onChange: (next: Task) => void }) {
  const [comment, setComment] = useState('')
  const team = [...new Map(allTasks.flatMap((t) => t.assignedTo).map((p) => [p.title, p])).values()]
  const assigned = new Set(draft.assignedTo.map((p) => p.title))

  const addComment = () => {
    if (!comment.trim()) return
    onChange({ ...draft, comments: [...draft.comments, { name: 'Alex Morgan', img: '/images/avatars/1.png', comment: comment.trim() }] })
    setComment('')
  }

  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-soft-foreground">Assigned to</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {team.map((person) => {
            const on = assigned.has(person.title)
            return (
              <button
                key={person.title}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ ...draft, assignedTo: on ? draft.assignedTo.filter((p) => p.title !== person.title) : [...draft.assignedTo, person] })}
                className={cn('flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm ring-1', on ? 'bg-primary-soft/50 text-primary-soft-foreground ring-brand-300' : 'text-muted-foreground ring-border')}
              >
                <Avatar name={person.title} size="sm" className="h-6 w-6 text-[10px]" /> {person.title}
              </button>
            )
          })}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="task-attachment">Attachments</Label>
        <ul className="flex flex-wrap gap-2">
          {draft.attachments.map((a, i) => (
            <li key={`${a.name}-${i}`} className="flex items-center gap-1 rounded-lg bg-muted px-2 py-1 text-xs text-soft-foreground">
              <Paperclip size={12} aria-hidden /> {a.name}
              <button type="button" aria-label={`Remove ${a.name}`} onClick={() => onChange({ ...draft, attachments: draft.attachments.filter((_, j) => j !== i) })}><X size={12} aria-hidden /></button>
            </li>
          ))}
        </ul>
        <Input
          id="task-attachment"
          type="file"
          onChange={(e) => {
            const file = e.target.files?.[0]
            // Only the name is kept: the demo stores no file contents.
            if (file) onChange({ ...draft, attachments: [...draft.attachments, { name: file.name, img: '' }] })
            e.target.value = ''
          }}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="task-comment">Comments</Label>
        <ul className="space-y-2">
          {draft.comments.map((c, i) => (
            <li key={i} className="flex gap-2 text-sm">
              <Avatar name={c.name} size="sm" />
              <p className="rounded-lg bg-muted px-3 py-2 text-soft-foreground"><span className="font-semibold">{c.name}</span> {c.comment}</p>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input id="task-comment" placeholder="Write a comment" value={comment} onChange={(e) => setComment(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addComment() } }} />
          <Button variant="secondary" onClick={addComment} disabled={!comment.trim()}>Comment</Button>
        </div>
      </div>
    </>
  )
}
