import { Briefcase, Pencil } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { LoadState } from './load-state'
import { useProfile } from './pages-api'
import { ProfileLeft, ProfileRight } from './profile-sides'
import { ProfilePosts } from './profile-posts'

export function ProfilePage() {
  const { data, error, loading } = useProfile()
  return (
    <>
      <PageHeader title="Profile" />
      <LoadState loading={loading && !data} error={error} label="Loading the profile…" />
      {data ? (
        <Tabs defaultValue="feed">
          <Card className="overflow-hidden p-0">
            <div aria-hidden className="h-40 bg-gradient-to-r from-brand-700 via-fuchsia-600 to-sky-600 sm:h-56" />
            <div className="flex flex-wrap items-end gap-4 px-6 pb-4">
              <Avatar name={data.header.username} size="xl" className="-mt-12 rounded-xl ring-4 ring-card" />
              <div className="min-w-0 flex-1">
                <h2 className="text-2xl font-semibold text-foreground">{data.header.username}</h2>
                <p className="flex items-center gap-1 text-sm text-muted-foreground"><Briefcase size={14} aria-hidden /> {data.header.designation}</p>
              </div>
              <Button size="sm"><Pencil size={14} aria-hidden /> Edit</Button>
            </div>
            <div className="border-t border-border px-6 py-2">
              <TabsList className="bg-transparent p-0">
                {['Feed', 'About', 'Photos', 'Friends'].map((t) => <TabsTrigger key={t} value={t.toLowerCase()}>{t}</TabsTrigger>)}
              </TabsList>
            </div>
          </Card>
          <TabsContent value="feed" className="mt-6">
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr_18rem]">
              <ProfileLeft data={data} />
              <ProfilePosts posts={data.posts} />
              <ProfileRight data={data} />
            </div>
          </TabsContent>
          <TabsContent value="about" className="mt-6"><div className="max-w-xl"><ProfileLeft data={data} only="about" /></div></TabsContent>
          <TabsContent value="photos" className="mt-6"><div className="max-w-xl"><ProfileRight data={data} only="photos" /></div></TabsContent>
          <TabsContent value="friends" className="mt-6"><div className="max-w-xl"><ProfileRight data={data} only="suggestions" /></div></TabsContent>
        </Tabs>
      ) : null}
    </>
  )
}
