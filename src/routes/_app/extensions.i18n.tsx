import { createFileRoute } from '@tanstack/react-router'
import { I18nPage } from '@/features/showcase-extensions/i18n-page'

export const Route = createFileRoute('/_app/extensions/i18n')({
  component: I18nPage,
})
