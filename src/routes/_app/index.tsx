import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/')({
  component: () => <ScreenPlaceholder title="E-commerce dashboard" description="The demo area's sales dashboard." />,
})
