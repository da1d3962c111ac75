import { createFileRoute } from '@tanstack/react-router'
import { ClipboardPage } from '@/features/showcase-extensions/clipboard-page'

export const Route = createFileRoute('/_app/extensions/clipboard')({
  component: ClipboardPage,
})
