import { createFileRoute } from '@tanstack/react-router'
import { ModalExamplesPage } from '@/features/demo-pages/modal-examples-page'

export const Route = createFileRoute('/_app/pages/modal-examples')({
  component: ModalExamplesPage,
})
