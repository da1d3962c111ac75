import { createFileRoute } from '@tanstack/react-router'
import { DragAndDropPage } from '@/features/showcase-extensions/drag-and-drop-page'

export const Route = createFileRoute('/_app/extensions/drag-and-drop')({
  component: DragAndDropPage,
})
