import { createFileRoute } from '@tanstack/react-router'
import { ToastrPage } from '@/features/showcase-extensions/toastr-page'

export const Route = createFileRoute('/_app/extensions/toastr')({
  component: ToastrPage,
})
