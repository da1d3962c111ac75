import { CheckSquare, Menu, Plus, Search, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import type { TodoTask } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { TODO_TAGS, useTodoTasks, type TodoFilter, type TodoSort } from './todo-api'
import { TodoDialog } from './todo-dialog'
import { TodoRow } from './todo-row'

const FILTERS: { id: TodoFilter; title: string; icon: typeof Star }[] = [
  { id: '', title: 'My tasks', icon: CheckSquare },
  { id: 'important', title: 'Important', icon: Star },
  { id: 'completed', title: 'Completed', icon: CheckSquare },
  { id: 'deleted', title: 'Deleted', icon: Trash2 },
]

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-soft-foreground hover:bg-accent'
const activeClass = 'bg-primary-soft/50 font-semibold text-primary-soft-foreground'

export function TodoApp() {
  const [filter, setFilter] = useState<TodoFilter>('')
  const [tag, setTag] = useState('')
  const [q, setQ] = useState('')
  const [sortBy, setSortBy] = useState<TodoSort>('')
  const [editing, setEditing] = useState<TodoTask | 'new' | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const { data, error, loading } = useTodoTasks({ filter, tag, q, sortBy })
  const chosen = TODO_TAGS.find((t) => t.id === tag)?.title ?? FILTERS.find((f) => f.id === filter)?.title ?? 'My tasks'
  const choose = (next: { filter?: TodoFilter; tag?: string }) => {
    setFilter(next.filter ?? '')
    setTag(next.tag ?? '')
    setMenuOpen(false)
  }

  return (
    <>
      <h1 className="sr-only">To-do</h1>
      <Card className="flex min-h-[70vh] overflow-hidden p-0">
        <div className={cn('w-full shrink-0 border-r border-border p-4 md:w-60', menuOpen ? 'block' : 'hidden md:block')}>
          <Button className="w-full" onClick={() => setEditing('new')}><Plus size={16} aria-hidden /> Add task</Button>
          <nav aria-label="Task filters" className="mt-5">
            <ul className="space-y-0.5">
              {FILTERS.map((f) => (
                <li key={f.id || 'all'}>
                  <button type="button" className={cn(itemClass, !tag && filter === f.id && activeClass)} aria-current={!tag && filter === f.id ? 'page' : undefined} onClick={() => choose({ filter: f.id })}>
                    <f.icon size={16} aria-hidden /> {f.title}
                  </button>
                </li>
              ))}
            </ul>
            <h2 className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Tags</h2>
            <ul className="space-y-0.5">
              {TODO_TAGS.map((t) => (
                <li key={t.id}>
                  <button type="button" className={cn(itemClass, tag === t.id && activeClass)} aria-current={tag === t.id ? 'page' : undefined} onClick={() => choose({ tag: t.id })}>
                    <span aria-hidden className="h-2.5 w-2.5 rounded-full bg-current opacity-70" /> {t.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={cn('min-w-0 flex-1 flex-col', menuOpen ? 'hidden md:flex' : 'flex')}>
          <div className="flex flex-wrap items-center gap-2 border-b border-border p-3">
            {/* On phones the filters are behind this button, so it names the one chosen. */}
            <Button variant="ghost" className="max-w-32 shrink-0 px-2 md:hidden" aria-label={`Filters: ${chosen}`} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
              <Menu size={18} aria-hidden />
              <span className="truncate">{chosen}</span>
            </Button>
            <div className="relative min-w-40 flex-1">
              <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
              <Input type="search" aria-label="Search tasks" placeholder="Search tasks" value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" />
            </div>
            <NativeSelect aria-label="Sort tasks" value={sortBy} onChange={(e) => setSortBy(e.target.value as TodoSort)} className="w-44">
              <option value="">Newest first</option>
              <option value="title-asc">Title A–Z</option>
              <option value="title-desc">Title Z–A</option>
              <option value="assignee">Assignee</option>
              <option value="due-date">Due date</option>
            </NativeSelect>
          </div>
          {error ? <p role="alert" className="p-4 text-red-600">{error}</p> : null}
          {!data && loading ? <Spinner label="Loading tasks…" /> : null}
          {data?.length === 0 ? <p className="p-8 text-center text-muted-foreground">No tasks here.</p> : null}
          <ul aria-label="Tasks" aria-busy={loading} className="divide-y divide-border">
            {data?.map((task) => <TodoRow key={task.id} task={task} onEdit={() => setEditing(task)} />)}
          </ul>
        </div>
      </Card>
      <TodoDialog task={editing} onClose={() => setEditing(null)} />
    </>
  )
}
