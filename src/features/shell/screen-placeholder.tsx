import { Construction } from 'lucide-react'
import { Card, PageHeader } from '@/components/ui/card'

/** A portal screen whose content is still being built: says so plainly. */
export function ScreenPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="flex items-center gap-4 text-muted-foreground">
        <Construction aria-hidden className="shrink-0 text-primary" />
        <p>This screen is not available yet. It will appear here in an upcoming version of the app.</p>
      </Card>
    </>
  )
}
