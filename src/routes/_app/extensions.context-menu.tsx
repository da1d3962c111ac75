import { createFileRoute } from '@tanstack/react-router'
import { ContextMenuPage } from '@/features/showcase-extensions/context-menu-page'

export const Route = createFileRoute('/_app/extensions/context-menu')({
  component: ContextMenuPage,
})
