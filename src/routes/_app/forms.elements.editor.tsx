import { createFileRoute } from '@tanstack/react-router'
import { EditorPage } from '@/features/showcase-forms/editor-page'

export const Route = createFileRoute('/_app/forms/elements/editor')({
  component: EditorPage,
})
