import { Bell, Info, Link2, Lock, User } from 'lucide-react'
import { Card, PageHeader } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AccountConnections, AccountNotifications } from './account-connections'
import { AccountGeneral } from './account-general'
import { AccountInfo, AccountSocial } from './account-info'
import { AccountPassword } from './account-password'
import { LoadState } from './load-state'
import { useAccountSettings } from './pages-api'

const TABS = [
  ['general', 'General', User],
  ['password', 'Change Password', Lock],
  ['info', 'Information', Info],
  ['social', 'Social', Link2],
  ['connections', 'Connections', Link2],
  ['notifications', 'Notifications', Bell],
] as const

export function AccountSettingsPage() {
  const { data, error, loading } = useAccountSettings()
  return (
    <>
      <PageHeader title="Account Settings" description="Your profile, password, links, connected accounts and notifications. Changes are kept on this page only." />
      <LoadState loading={loading && !data} error={error} label="Loading your settings…" />
      {data ? (
        <Tabs defaultValue="general" orientation="vertical" className="grid grid-cols-1 gap-6 md:grid-cols-[15rem_1fr]">
          <TabsList className="h-fit flex-col items-stretch bg-transparent p-0">
            {TABS.map(([value, label, Icon]) => (
              <TabsTrigger key={value} value={value} className="justify-start px-4 py-2.5 data-[state=active]:bg-brand-700 data-[state=active]:text-white">
                <Icon size={16} aria-hidden /> {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="min-w-0">
            <TabsContent value="general" className="mt-0"><AccountGeneral initial={data.general} /></TabsContent>
            <TabsContent value="password" className="mt-0"><AccountPassword /></TabsContent>
            <TabsContent value="info" className="mt-0"><AccountInfo initial={data.info} /></TabsContent>
            <TabsContent value="social" className="mt-0"><AccountSocial initial={data.social.socialLinks} /></TabsContent>
            <TabsContent value="connections" className="mt-0"><AccountConnections initial={data.social.connections} /></TabsContent>
            <TabsContent value="notifications" className="mt-0"><AccountNotifications initial={data.notification} /></TabsContent>
          </Card>
        </Tabs>
      ) : null}
    </>
  )
}
