import {
  closestCorners, DndContext, DragOverlay, KeyboardSensor, MouseSensor, pointerWithin, TouchSensor, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { Spinner } from '@/components/ui/spinner'
import { saveDrop, useBoards, useTasks, type Task } from './kanban-api'
import { AddBoardForm } from './add-board-form'
import { KanbanBoardColumn } from './kanban-board'
import { applyDrop, resolveDrop, tasksByBoard } from './kanban-order'
import { TaskCardBody } from './kanban-task-card'
import { KanbanTaskDialog } from './kanban-task-dialog'

// A task under the pointer wins over the board around it; keyboard moves use the nearest corner.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  const task = hits.find((hit) => !String(hit.id).startsWith('board:'))
  if (task) return [task]
  return hits.length ? hits : closestCorners(args)
}

const announcements = {
  onDragStart: () => 'Picked up a task. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
  onDragOver: () => undefined,
  onDragEnd: ({ over }: { over: { id: string | number } | null }) => (over ? 'Task dropped.' : 'Task dropped where it was.'),
  onDragCancel: () => 'Moving cancelled.',
}

export function KanbanApp() {
  const boards = useBoards()
  const tasks = useTasks()
  // The order shown right after a drop, until the worker's answer replaces it.
  const [optimistic, setOptimistic] = useState<{ base: Task[]; tasks: Task[] } | null>(null)
  const [dragging, setDragging] = useState<Task | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  // A touch drag starts after a short press, so a swipe over the cards still scrolls the page.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const shown = optimistic && optimistic.base === tasks.data ? optimistic.tasks : (tasks.data ?? [])
  if (boards.error || tasks.error) return <p role="alert" className="text-red-600">{boards.error ?? tasks.error}</p>
  if (!boards.data || !tasks.data) return <Spinner label="Loading boards…" />
  const grouped = tasksByBoard(shown, boards.data.map((b) => b.id))

  const onDragStart = ({ active }: DragStartEvent) => setDragging(shown.find((t) => t.id === Number(active.id)) ?? null)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null)
    const drop = resolveDrop(shown, active.id, over?.id)
    const task = shown.find((t) => t.id === drop?.taskId)
    if (!drop || !task || !tasks.data) return
    setOptimistic({ base: tasks.data, tasks: applyDrop(shown, drop) })
    saveDrop(drop, task.boardId).catch((e: unknown) => {
      setOptimistic(null)
      toast.error(e instanceof Error ? e.message : 'The task could not be moved')
    })
  }

  const openTask = shown.find((t) => t.id === openId) ?? null
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-foreground">Kanban</h1>
      <DndContext sensors={sensors} collisionDetection={collision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)} accessibility={{ announcements }}>
        <div className="flex items-start gap-4 overflow-x-auto pb-4">
          {boards.data.map((board) => (
            <KanbanBoardColumn key={board.id} board={board} tasks={grouped[board.id] ?? []} onOpen={setOpenId} />
          ))}
          <AddBoardForm />
        </div>
        <DragOverlay>{dragging ? <div className="w-72 rotate-2 rounded-xl bg-card p-3 shadow-xl ring-1 ring-brand-300"><TaskCardBody task={dragging} /></div> : null}</DragOverlay>
      </DndContext>
      <KanbanTaskDialog task={openTask} boards={boards.data} allTasks={shown} onClose={() => setOpenId(null)} />
    </>
  )
}
