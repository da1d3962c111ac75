import { Construction } from 'lucide-react'
import { Card, PageHeader } from '@/components/ui/card'

/** A portal screen whose content is still being built: says so plainly. */
export function ScreenPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="flex items-center gap-4 text-slate-600 dark:text-slate-400">
        <Construction aria-hidden className="shrink-0 text-brand-700 dark:text-brand-300" />
        <p>This screen is not available yet. It will appear here in an upcoming version of the app.</p>
      </Card>
    </>
  )
}
