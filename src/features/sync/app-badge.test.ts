import { describe, expect, it } from 'vitest'
import { enqueue } from '@/lib/sync/outbox'
import { signIn, testDB } from '@/lib/sync/test-support'
import { badgeCount, showBadge } from './app-badge'
import { markNotificationsReadWrite } from './writes'

// The app's icon counts unread notifications plus changes not sent yet.

const ME = '00000000-0000-4000-8000-0000000000c1'
const OTHER = '00000000-0000-4000-8000-0000000000c2'
const N1 = '00000000-0000-4000-8000-0000000000a1'
const N2 = '00000000-0000-4000-8000-0000000000a2'
const N3 = '00000000-0000-4000-8000-0000000000a3'
const note = (id: string, read: boolean) => ({ id, read, title: 'Approved', message: 'Your video was approved', createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z' }) as never

async function device() {
  const db = await testDB({ userId: ME, accessToken: 'token' })
  await db.notifications.bulkAdd([note(N1, false), note(N2, false), note(N3, true)])
  return db
}

describe('badgeCount', () => {
  it('counts unread notifications and changes waiting to be sent', async () => {
    const db = await device()
    expect(await badgeCount(db)).toBe(2)
    const entry = await enqueue(db, markNotificationsReadWrite, { ids: [N1] }, { userId: ME })
    // N1 reads as read at once; the change that says so waits to be sent.
    expect(await badgeCount(db)).toBe(2)
    await db.outbox.update(entry.seq, { status: 'paused' })
    expect(await badgeCount(db)).toBe(2)
    // Sent (the server took it): only N2 is left until the pull lands.
    await db.outbox.update(entry.seq, { status: 'confirmed' })
    expect(await badgeCount(db)).toBe(1)
  })

  it('leaves out refused changes, other users’ changes, and counts nothing signed out', async () => {
    const db = await device()
    const all = await enqueue(db, markNotificationsReadWrite, { all: true }, { userId: ME })
    expect(await badgeCount(db)).toBe(1)
    // Refused: it read nothing and waits for the user in "Needs attention", not on the icon.
    await db.outbox.update(all.seq, { status: 'rejected' })
    expect(await badgeCount(db)).toBe(2)
    await enqueue(db, markNotificationsReadWrite, { ids: [N2] }, { userId: OTHER })
    expect(await badgeCount(db)).toBe(2)
    await signIn(db, { userId: null as never, accessToken: null as never })
    expect(await badgeCount(db)).toBe(0)
  })
})

describe('showBadge', () => {
  function icon() {
    const calls: string[] = []
    return {
      calls,
      nav: {
        setAppBadge: async (n?: number) => void calls.push(`set ${n}`),
        clearAppBadge: async () => void calls.push('clear'),
      },
    }
  }

  it('sets the number, and clears it at zero', async () => {
    const { calls, nav } = icon()
    await showBadge(3, nav)
    await showBadge(0, nav)
    expect(calls).toEqual(['set 3', 'clear'])
  })

  it('does nothing where the browser has no badge', async () => {
    await expect(showBadge(2, {})).resolves.toBeUndefined()
  })
})
