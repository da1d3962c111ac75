import { defineCollection } from '../registry'

/** The admin's users list; the server refuses other roles, so they never pull it. */
export const usersCollection = defineCollection({
  name: 'users',
  table: 'portalUsers',
  path: '/auth/get-users',
  roles: ['admin'],
  query: () => ({ perPage: '500' }),
  since: 'since',
  parse: (body) => {
    const list = body as { users: Record<string, unknown>[]; deleted?: string[]; cursor?: string | null; hasMore?: boolean }
    return { rows: list.users, deleted: list.deleted ?? [], cursor: list.cursor ?? null, hasMore: list.hasMore ?? false }
  },
})
