import { Card, CardTitle } from '@/components/ui/card'
import { roleLabel, type UserData } from '@/lib/session/session'

const text = (v: unknown) => (typeof v === 'string' && v ? v : '—')

/** Who is signed in, as the server last said. */
export function ProfileDetails({ user }: { user: UserData }) {
  const rows: Array<[string, string]> = [
    ['Name', text(user.fullName)],
    ['E-mail', text(user.email)],
    ['Account', roleLabel(typeof user.role === 'string' ? user.role : null) || '—'],
    ['Approval', text(user.approvalStatus)],
  ]
  return (
    <Card>
      <CardTitle>Your details</CardTitle>
      <dl className="mt-4 grid grid-cols-[6rem_minmax(0,1fr)] gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words text-foreground">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
