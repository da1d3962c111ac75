import { markPending, patchRows } from '@/lib/sync/overlay'
import { defineWrite } from '@/lib/sync/registry'
import { MarkReadBodySchema } from '@server/routes/auth/notifications.schemas'

// The write the notifications menu queues (its list is the shared one, src/lib/sync/portal/notifications.ts).

export type MarkReadInput = { ids: string[] } | { all: true }

export const markNotificationsReadWrite = defineWrite<MarkReadInput>({
  name: 'notifications.markRead',
  schema: MarkReadBodySchema,
  method: 'POST',
  path: '/auth/mark-notifications-read',
  describe: (input) => ('all' in input ? 'Marking all notifications read' : 'Marking notifications read'),
  change: {
    notifications: (rows, input, entry) =>
      'all' in input ? rows.map((r) => (r.read ? r : markPending({ ...r, read: true }, entry))) : patchRows(rows, new Set(input.ids), entry, (r) => ({ ...r, read: true })),
  },
  pulls: ['notifications'],
})
