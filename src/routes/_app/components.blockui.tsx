import { createFileRoute } from '@tanstack/react-router'
import { BlockUiPage } from '@/features/showcase/block-ui-page'

export const Route = createFileRoute('/_app/components/blockui')({
  component: BlockUiPage,
})
