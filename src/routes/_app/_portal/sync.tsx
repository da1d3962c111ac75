import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { NeedsAttention } from '@/features/sync/needs-attention'
import { StorageCard } from '@/features/sync/storage-card'

export const Route = createFileRoute('/_app/_portal/sync')({
  component: SyncPage,
})

function SyncPage() {
  return (
    <>
      <PageHeader title="Sync" description="Changes you made that are waiting for the server, those it refused, and what this device keeps." />
      <NeedsAttention />
      <div className="mt-6">
        <StorageCard />
      </div>
    </>
  )
}
