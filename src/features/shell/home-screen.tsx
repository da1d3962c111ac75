import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { useUserData } from '@/lib/session/session'

/** Home: a welcome for visitors; each role's dashboard follows with the portal screens. */
export function HomeScreen() {
  const user = useUserData()
  if (!user?.accessToken) {
    return (
      <>
        <PageHeader title="Home" description="Promote your sounds with short-video creators, or earn from the sounds you use." />
        <Card className="max-w-2xl">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Welcome to Sound Portal</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Artists fund campaigns for their sounds. Creators hold a slot, post a video with the sound and are paid for each approved use. Brands
            ask creators for advert videos.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          </div>
        </Card>
      </>
    )
  }
  const name = typeof user.fullName === 'string' && user.fullName ? user.fullName : 'there'
  return (
    <>
      <PageHeader title="Home" description={`Welcome back, ${name}.`} />
      <Card>
        <p className="text-slate-600 dark:text-slate-400">Your dashboard appears here. Use the menu to reach your screens.</p>
      </Card>
    </>
  )
}
