import { PageHeader } from '@/components/ui/card'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AccountsList } from './accounts-list'
import { AdminsSection } from './admins-section'
import { BrandApplications } from './brand-applications'
import { useAdmins, useMyId, usePulled, useRefusedChanges, useUsers } from './hooks'

/** /Manage/User/Admin: every account, the brand applications and the admins. */
export function UsersScreen() {
  const users = useUsers()
  const admins = useAdmins()
  const usersPulled = usePulled('users')
  const adminsPulled = usePulled('admin.accounts')
  const refused = useRefusedChanges()
  const myId = useMyId()
  const applications = users?.filter((u) => u.brand_applied === 'pending').length ?? 0
  return (
    <>
      <PageHeader title="Users" description="Every account on the platform: approve, change roles and settings, decide brand applications, manage admins." />
      <Card className="p-4 sm:p-6">
        <Tabs defaultValue="accounts">
          <TabsList aria-label="Users sections">
            <TabsTrigger value="accounts">Accounts</TabsTrigger>
            <TabsTrigger value="brand">Brand applications{applications ? ` (${applications})` : ''}</TabsTrigger>
            <TabsTrigger value="admins">Admins</TabsTrigger>
          </TabsList>
          <TabsContent value="accounts">
            <AccountsList users={users} pulled={usersPulled} myId={myId} refused={refused} />
          </TabsContent>
          <TabsContent value="brand">
            <BrandApplications users={users} refused={refused} />
          </TabsContent>
          <TabsContent value="admins">
            <AdminsSection admins={admins} pulled={adminsPulled} refused={refused} />
          </TabsContent>
        </Tabs>
      </Card>
    </>
  )
}
