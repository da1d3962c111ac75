import { Headphones, Mic, Music, Radio, Speaker, Video } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { SortableList, type SortableItem } from './sortable-list'
import { TransferLists } from './transfer-lists'

const TASKS = ['Record the vocal hook', 'Mix on headphones', 'Export a 15-second cut', 'Open 20 slots', 'Approve the first uses'].map((label, i) => ({ id: `task-${i + 1}`, label }))
const PEOPLE = ['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine', 'Ezra Novak'].map((label, i) => ({ id: `person-${i + 1}`, label }))
const ICONS = { Mic, Headphones, Music, Video, Radio, Speaker }
const CARDS = Object.keys(ICONS).map((label) => ({ id: `card-${label}`, label }))

export function DragAndDropPage() {
  const [tasks, setTasks] = useState<SortableItem[]>(TASKS)
  const [people, setPeople] = useState<SortableItem[]>(PEOPLE)
  const [cards, setCards] = useState<SortableItem[]>(CARDS)
  return (
    <>
      <PageHeader title="Drag & Drop" description="Reorder with the mouse, touch or keyboard: focus a handle, press Space, move with the arrow keys, press Space again." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Sortable list" description={<span data-testid="task-order">Order: {tasks.map((t) => t.id.replace('task-', '')).join(', ')}</span>}>
          <SortableList label="Tasks" items={tasks} onChange={setTasks} />
        </SectionCard>
        <SectionCard title="With avatars">
          <SortableList
            label="People"
            items={people}
            onChange={setPeople}
            render={(item) => (
              <span className="flex items-center gap-2">
                <Avatar name={item.label} size="sm" />
                {item.label}
              </span>
            )}
          />
        </SectionCard>
        <SectionCard title="Sortable grid">
          <SortableList
            label="Cards"
            grid
            items={cards}
            onChange={setCards}
            render={(item) => {
              const Icon = ICONS[item.label as keyof typeof ICONS]
              return (
                <span className="flex flex-col items-center gap-1">
                  <Icon aria-hidden className="text-primary" />
                  {item.label}
                </span>
              )
            }}
          />
        </SectionCard>
        <SectionCard title="Between two lists" description="Drag a genre to the other list, or use its move button.">
          <TransferLists />
        </SectionCard>
      </div>
    </>
  )
}
