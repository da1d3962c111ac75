import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface SortableItem {
  id: string
  label: string
}

function Row({ item, grid, render }: { item: SortableItem; grid?: boolean; render?: (item: SortableItem) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 rounded-lg bg-card px-3 py-3 text-sm shadow-sm ring-1 ring-border',
        grid && 'flex-col justify-center py-6',
        isDragging && 'relative z-10 shadow-lg ring-brand-600',
      )}
    >
      <button type="button" className="cursor-grab touch-none rounded p-1 text-slate-400 hover:text-soft-foreground active:cursor-grabbing" aria-label={`Move ${item.label}`} {...attributes} {...listeners}>
        <GripVertical size={16} aria-hidden />
      </button>
      {render ? render(item) : <span>{item.label}</span>}
    </li>
  )
}

/**
 * A list the user can reorder with a pointer or the keyboard (focus a handle, Space to lift,
 * arrow keys to move, Space to drop, Escape to cancel). dnd-kit announces each move.
 */
export function SortableList({ items, onChange, label, grid, render, className }: {
  items: SortableItem[]
  onChange: (items: SortableItem[]) => void
  label: string
  grid?: boolean
  render?: (item: SortableItem) => ReactNode
  className?: string
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((i) => i.id === active.id)
    const to = items.findIndex((i) => i.id === over.id)
    onChange(arrayMove(items, from, to))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul aria-label={label} className={cn(grid ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'grid gap-2', className)}>
          {items.map((item) => (
            <Row key={item.id} item={item} grid={grid} render={render} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
