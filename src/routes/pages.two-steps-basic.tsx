import { createFileRoute } from '@tanstack/react-router'
import { TwoStepsTemplatePage } from '@/features/demo-pages/password-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/two-steps-basic')({
  component: () => <TwoStepsTemplatePage variant="basic" />,
})
