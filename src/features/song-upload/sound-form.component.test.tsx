import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { SoundForm } from './sound-form'

// The artist's create-sound form: checked with the server's schema on submit, every refused field
// at once by the field, and a valid sound queued in the device's outbox (fake-indexeddb), as it is
// offline, with the category and the uploaded file the mirror holds.

const ARTIST = '00000000-0000-4000-8000-0000000000a7'
const CATEGORY = '00000000-0000-4000-8000-0000000000c1'
const UPLOAD = '00000000-0000-4000-8000-0000000000f1'
const queued = () => db.outbox.filter((e) => e.kind === 'artist.createSound').toArray()

function renderForm(kind: 'normal' | 'video_app' = 'normal') {
  const root = createRootRoute({ component: Outlet })
  const form = createRoute({ getParentRoute: () => root, path: '/Manage/addsong', component: () => <SoundForm kind={kind} /> })
  const songs = createRoute({ getParentRoute: () => root, path: '/manage/artistmusic', component: () => <h1>My Songs</h1> })
  const router = createRouter({ routeTree: root.addChildren([form, songs]), history: createMemoryHistory({ initialEntries: ['/Manage/addsong'] }) })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(async () => {
  saveUserData({ id: ARTIST, email: 'ayo@example.test', fullName: 'Ayo', role: 'artist', approvalStatus: 'approved', accessToken: 'token-of-ayo' })
  // A new user on the device empties the mirror first: the rows below are this user's.
  await syncSessionRow()
  await db.outbox.clear()
  const now = new Date().toISOString()
  await db.categories.put({ id: CATEGORY, name: 'Afrobeats', createdAt: now, updatedAt: now })
  await db.uploads.put({ id: UPLOAD, name: 'lagos-nights.wav', file: `${'a'.repeat(32)}.wav`, url: `/uploads/${'a'.repeat(32)}.wav`, mime: 'audio/wav', size: 1024, createdAt: Date.now() })
})

describe('the create-sound form', () => {
  it('names every field the server’s schema refuses at once, by the field, and queues nothing', async () => {
    renderForm()
    await screen.findByRole('option', { name: 'Afrobeats' })
    await userEvent.click(screen.getByRole('button', { name: 'Add song' }))
    expect(await screen.findByLabelText(/^Audio for this sound/)).toHaveAccessibleDescription('Upload an audio file for this sound.')
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription('Choose a category.')
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('title is required')
    expect(screen.getByLabelText(/^Pay per use/)).toHaveAccessibleDescription(/is required/)
    expect(screen.getByLabelText(/^Slots/)).toHaveAccessibleDescription(/is required \(at least 1\)/)
    expect(screen.getByLabelText(/^Slots/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Hold hours/)).not.toHaveAttribute('aria-invalid')
    expect(await queued()).toEqual([])
  })

  it('drops a field’s message once it is edited, and checks it again on the next submit', async () => {
    renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Add song' }))
    await screen.findByText('title is required')
    await userEvent.type(screen.getByLabelText(/^Slots/), 'ten')
    expect(screen.getByLabelText(/^Slots/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Add song' }))
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Slots/)).toHaveAccessibleDescription(/Enter a whole number\.$/)
  })

  it('a CapCut sound asks for its template link and a pay per click instead of slots', async () => {
    renderForm('video_app')
    await userEvent.click(await screen.findByRole('button', { name: 'Add CapCut sound' }))
    expect(await screen.findByLabelText(/^CapCut template link/)).toHaveAccessibleDescription(/is required for a video-editing-app sound/)
    expect(screen.getByLabelText(/^Pay per click/)).toHaveAccessibleDescription(/is required for a video-editing-app sound/)
    expect(screen.getByLabelText(/^Slots/)).not.toHaveAttribute('aria-invalid')
  })

  it('shows the budget, queues the sound with its category and file in minor units, and opens My Songs', async () => {
    const router = renderForm()
    const audio = await screen.findByLabelText(/^Audio for this sound/)
    await screen.findByRole('option', { name: 'lagos-nights.wav (uploaded)' })
    await userEvent.selectOptions(audio, UPLOAD)
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), await screen.findByRole('option', { name: 'Afrobeats' }))
    await userEvent.type(screen.getByLabelText(/^Title/), 'Lagos Nights')
    await userEvent.type(screen.getByLabelText(/^Pay per use/), '1,500.50')
    await userEvent.type(screen.getByLabelText(/^Slots/), '10')
    expect(screen.getByTestId('sound-budget')).toHaveTextContent(/Taken into escrow.*15,005\.00/)
    fireEvent.click(screen.getByRole('button', { name: 'Add song' }))
    expect(await screen.findByRole('heading', { name: 'My Songs' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/manage/artistmusic')
    const [entry, ...more] = await queued()
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      userId: ARTIST,
      status: 'pending',
      input: { uploadId: UPLOAD, uploadName: 'lagos-nights.wav', categoryName: 'Afrobeats', artistId: ARTIST, body: { title: 'Lagos Nights', category_id: CATEGORY, pay_per_use: 150_050, slots: 10, hold_hours: 48 } },
    })
  })
})
