import { createFileRoute, Link } from '@tanstack/react-router'
import { Card, PageHeader } from '@/components/ui/card'
import { normaliseRole } from '@/features/shell/menu'
import { ShareScreen } from '@/features/share/share-screen'
import { sharedParamsOf, type SharedParams } from '@/features/share/shared-link'
import { effectiveRole, useUserData } from '@/lib/session/session'

/** The manifest's share target: another app's Share → Sound Portal lands here (GET ?title&text&url). */
export const Route = createFileRoute('/_app/_portal/share')({
  validateSearch: (search: Record<string, unknown>): SharedParams => sharedParamsOf(search),
  component: SharePage,
})

function SharePage() {
  const shared = Route.useSearch()
  const role = normaliseRole(effectiveRole(useUserData()))
  return (
    <>
      <PageHeader title="Submit your video" description="Attach the video you posted to a slot you hold, and get paid once it is approved." />
      {role === 'tiktoker' ? (
        <ShareScreen shared={shared} />
      ) : (
        <Card data-testid="share-not-creator">
          <p>Sharing a video into Sound Portal is for creator accounts: a creator submits the video they posted for a sound or a brand request.</p>
          <p className="mt-4">
            <Link to="/Home" className="font-medium text-primary underline">
              Back to Home
            </Link>
          </p>
        </Card>
      )}
    </>
  )
}
