import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/demo-pages/faq-page'

export const Route = createFileRoute('/_app/pages/faq')({
  component: FaqPage,
})
