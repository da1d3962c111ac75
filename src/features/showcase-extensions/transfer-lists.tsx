import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import { ArrowLeftRight } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

type ListId = 'available' | 'chosen'
const START: Record<string, ListId> = { 'Lo-fi': 'available', House: 'available', Afrobeats: 'chosen', Drill: 'available', Jazz: 'chosen' }
const TITLES: Record<ListId, string> = { available: 'Available genres', chosen: 'Chosen genres' }

function Chip({ id, onMove }: { id: string; onMove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id })
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform) }} className={cn('flex items-center justify-between gap-2 rounded-lg bg-card px-3 py-2 text-sm shadow-sm ring-1 ring-border', isDragging && 'relative z-10 shadow-lg')}>
      <span {...attributes} {...listeners} aria-label={`Drag ${id}`} className="flex-1 cursor-grab touch-none rounded">{id}</span>
      <button type="button" onClick={onMove} aria-label={`Move ${id} to the other list`} className="rounded p-1 text-slate-500 hover:bg-accent">
        <ArrowLeftRight size={14} aria-hidden />
      </button>
    </li>
  )
}

function Column({ id, items, onMove }: { id: ListId; items: string[]; onMove: (item: string) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id })
  return (
    <div ref={setNodeRef} className={cn('min-h-40 rounded-xl bg-muted/60 p-3 ring-1 ring-border', isOver && 'ring-2 ring-brand-600')}>
      <h3 className="mb-2 text-sm font-semibold text-soft-foreground">{TITLES[id]}</h3>
      <ul aria-label={TITLES[id]} className="grid grid-cols-1 gap-2">
        {items.map((item) => (
          <Chip key={item} id={item} onMove={() => onMove(item)} />
        ))}
      </ul>
    </div>
  )
}

/** Two lists an item can be dragged between (or moved with a button). */
export function TransferLists() {
  const [where, setWhere] = useState(START)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor))
  const move = (item: string, to?: ListId) => setWhere((w) => ({ ...w, [item]: to ?? (w[item] === 'available' ? 'chosen' : 'available') }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && (over.id === 'available' || over.id === 'chosen')) move(String(active.id), over.id)
  }
  const list = (id: ListId) => Object.keys(where).filter((k) => where[k] === id)
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Column id="available" items={list('available')} onMove={(i) => move(i)} />
        <Column id="chosen" items={list('chosen')} onMove={(i) => move(i)} />
      </div>
    </DndContext>
  )
}
