import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/db'
import type { SoundRow } from '@/db/mirrors/market'
import { saveUserData } from '@/lib/session/session'
import { holdSlotWrite } from '@/lib/sync/portal/holds'
import { useSoundWrite } from '@/lib/sync/portal/videos'
import { writeSessionRow } from '@/lib/sync/session-row'
import { ShareScreen } from './share-screen'

// "Submit your video" over the device's mirrors (fake-indexeddb): the creator's open holds, the
// link checked with the server's schema, a valid submission queued in the outbox.

const CREATOR = '00000000-0000-4000-8000-0000000000c1'
const ARTIST = '00000000-0000-4000-8000-0000000000c2'
const LINK = 'https://www.tiktok.com/@kemi/video/7301234567890123456'
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

function sound(n: number, title: string): SoundRow {
  const id = `00000000-0000-4000-8000-00000000d00${n}`
  return {
    id, status: 'active', title, kind: 'normal', artistId: ARTIST, artistName: 'Ada Obi', currency: 'NGN', payPerUse: 50_000, linksPerSlot: 1, slots: { total: 5, free: 4, held: 1, used: 0 }, updatedAt: '2026-01-01T00:00:00.000Z',
    myHold: { id: `00000000-0000-4000-8000-00000000e00${n}`, campaignId: id, creatorId: CREATOR, status: 'held', expiresAt: inAnHour() },
  } as unknown as SoundRow
}
const submissions = () => db.outbox.filter((e) => e.kind === useSoundWrite.name).toArray()

function renderShare(text = LINK) {
  const root = createRootRoute({ component: () => <ShareScreen shared={{ text }} /> })
  render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/share'] }) })} />)
}

beforeEach(async () => {
  // The device's session names the creator before the mirrors are filled: a change of user clears them.
  await writeSessionRow(db, { userId: CREATOR, accessToken: 'token-of-kemi', role: 'tiktoker', apiBase: null })
  saveUserData({ id: CREATOR, email: 'kemi@example.test', fullName: 'Kemi Ade', role: 'tiktoker', approvalStatus: 'approved', followerVerification: 'verified', accessToken: 'token-of-kemi' })
  await Promise.all([db.outbox.clear(), db.sounds.clear(), db.brandRequests.clear()])
})

describe('the share screen', () => {
  it('asks which slot when there are two, on the link, and queues nothing', async () => {
    await db.sounds.bulkPut([sound(1, 'Lagos Nights'), sound(2, 'Harmattan')])
    renderShare()
    expect(await screen.findByLabelText('Video link')).toHaveValue(LINK)
    await screen.findByText(/Lagos Nights/)
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the slot this video is for.')
    expect(screen.getByLabelText('Video link')).toHaveAttribute('aria-invalid', 'true')
    expect(await submissions()).toEqual([])
  })

  it('shows the server schema’s words for a link that is not a video', async () => {
    await db.sounds.put(sound(1, 'Lagos Nights'))
    renderShare('just some words')
    await screen.findByText(/Lagos Nights/)
    await userEvent.type(screen.getByLabelText('Video link'), 'not a link')
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(screen.getByLabelText('Video link')).toHaveAccessibleDescription(new RegExp(alert.textContent!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    expect(await submissions()).toEqual([])
  })

  it('is busy while it queues, then says the video is submitted for the slot picked', async () => {
    await db.sounds.bulkPut([sound(1, 'Lagos Nights'), sound(2, 'Harmattan')])
    renderShare()
    await userEvent.click(await screen.findByRole('radio', { name: /Harmattan/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    expect(screen.getByRole('button', { name: 'Submit video link' })).toBeDisabled()
    expect(await screen.findByTestId('share-done')).toHaveTextContent('Your video is submitted for “Harmattan”.')
    const [entry, ...more] = await submissions()
    expect(more).toEqual([])
    // Queued as the server's schema left it (the link in its plain form).
    expect(entry).toMatchObject({ userId: CREATOR, status: 'pending', input: { soundid: sound(2, '').id, video_url: 'https://tiktok.com/@kemi/video/7301234567890123456' } })
  })

  it('with no slot held, offers the open sounds, holds one in a tap and keeps the shared link to submit', async () => {
    const open = { ...sound(3, 'Open Song'), myHold: null, holdHours: 24, createdAt: '2026-01-01T00:00:00.000Z' } as SoundRow
    const full = { ...sound(4, 'Full Song'), myHold: null, slots: { total: 1, free: 0, held: 1, used: 0 }, createdAt: '2026-01-01T00:00:00.000Z' } as SoundRow
    await db.sounds.bulkPut([open, full])
    renderShare()
    const list = await screen.findByRole('list', { name: 'Open sounds' })
    expect(list).toHaveTextContent('Open Song')
    expect(list).not.toHaveTextContent('Full Song')
    await userEvent.click(screen.getByRole('button', { name: 'Hold a slot on Open Song' }))
    const picked = await screen.findByRole('radio', { name: /Open Song/ })
    await vi.waitFor(() => expect(picked).toHaveFocus())
    expect(picked).toBeChecked()
    expect(await db.outbox.filter((e) => e.kind === holdSlotWrite.name).toArray()).toMatchObject([{ status: 'pending', input: { soundid: open.id } }])
    expect(screen.getByLabelText('Video link')).toHaveValue(LINK)
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    expect(await screen.findByTestId('share-done')).toHaveTextContent('Your video is submitted for “Open Song”.')
    expect(await submissions()).toMatchObject([{ input: { soundid: open.id } }])
  })
})
