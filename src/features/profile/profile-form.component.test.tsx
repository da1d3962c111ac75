import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData, type UserData } from '@/lib/session/session'
import { profileUpdateWrite } from './writes'
import { ProfileForm } from './profile-form'

// The profile form: links checked with the server's schema by their field, a valid change queued
// in the device's outbox (fake-indexeddb), as it is offline.

const USER: UserData = {
  id: '00000000-0000-4000-8000-0000000000f1',
  email: 'kemi@example.test',
  fullName: 'Kemi Ade',
  role: 'tiktoker',
  approvalStatus: 'approved',
  socialLinks: { tiktok: 'https://www.tiktok.com/@kemi' },
  accessToken: 'token-of-kemi',
}
const updates = () => db.outbox.filter((e) => e.kind === profileUpdateWrite.name).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData(USER)
})

describe('the profile form', () => {
  it('starts from the account, and names a link the server’s schema refuses by its field', async () => {
    render(<ProfileForm user={USER} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Kemi Ade')
    expect(screen.getByLabelText('TikTok link')).toHaveValue('https://www.tiktok.com/@kemi')
    await userEvent.type(screen.getByLabelText('Instagram link'), 'https://example.com/me')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Instagram link must be an https link to your Instagram profile')
    expect(screen.getByLabelText('Instagram link')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('TikTok link')).not.toHaveAttribute('aria-invalid')
    expect(await updates()).toEqual([])
  })

  it('is busy while it queues, then says it is saved, with one change waiting', async () => {
    render(<ProfileForm user={USER} />)
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.type(screen.getByLabelText('Name'), 'Kemi A.')
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled()
    expect(await screen.findByText(/^Saved/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
    const [entry, ...more] = await updates()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: USER.id, status: 'pending', input: { fullName: 'Kemi A.', socialLinks: { tiktok: 'https://www.tiktok.com/@kemi' } } })
  })
})
