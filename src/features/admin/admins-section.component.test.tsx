import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { processAdminWrite } from './writes'
import { AdminsSection } from './admins-section'
import type { AdminView } from './hooks'

// The admin accounts' forms: each field checked with the server's schema against the body the form
// would send, before anything is queued in the device's outbox (fake-indexeddb).

const ME = '00000000-0000-4000-8000-0000000000c2'
const ada: AdminView = {
  id: '00000000-0000-4000-8000-0000000000c3',
  email: 'ada@example.test',
  fullName: 'Ada Lovelace',
  role: 'admin',
  approvalStatus: 'approved',
  influencer: 'No',
  spamVideos: 'disabled',
  ability: [],
  accountType: 'admin',
  brand_applied: 'none',
  speciality: null,
  followerVerification: 'none',
  followers: null,
  socialLinks: {},
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const queued = () => db.outbox.filter((e) => e.kind === processAdminWrite.name).toArray()
const newAdmin = () => within(screen.getByRole('region', { name: 'New admin' }))

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: ME, email: 'me@example.test', fullName: 'Me Admin', role: 'admin', status: 'approved', accessToken: 'token-of-me' } as Parameters<typeof saveUserData>[0])
})

describe('the admins section', () => {
  it('refuses an e-mail the server would refuse, on that field, and queues nothing', async () => {
    render(<AdminsSection admins={[]} pulled refused={[]} />)
    await userEvent.type(newAdmin().getByLabelText('Full name'), 'Grace Hopper')
    // The browser's own check lets this through; the server's schema does not.
    await userEvent.type(newAdmin().getByLabelText('E-mail'), 'grace@localhost')
    await userEvent.type(newAdmin().getByLabelText('Password'), 'long enough')
    await userEvent.click(newAdmin().getByRole('button', { name: 'Create admin' }))
    expect(await newAdmin().findByRole('alert')).toHaveTextContent('Enter a valid e-mail address')
    expect(newAdmin().getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(newAdmin().getByLabelText('Full name')).not.toHaveAttribute('aria-invalid')
    expect(await queued()).toEqual([])
  })

  it('queues a new admin and empties the form', async () => {
    render(<AdminsSection admins={[]} pulled refused={[]} />)
    await userEvent.type(newAdmin().getByLabelText('Full name'), ' Grace Hopper ')
    await userEvent.type(newAdmin().getByLabelText('E-mail'), 'grace@example.test')
    await userEvent.type(newAdmin().getByLabelText('Password'), 'long enough')
    await userEvent.click(newAdmin().getByRole('button', { name: 'Create admin' }))
    expect(await newAdmin().findByRole('status')).toHaveTextContent(/^Saved/)
    expect(newAdmin().getByLabelText('Full name')).toHaveValue('')
    const [entry, ...more] = await queued()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: ME, status: 'pending', input: { fullName: 'Grace Hopper', email: 'grace@example.test' } })
  })

  it('sends only what changed, and says so when nothing did', async () => {
    render(<AdminsSection admins={[ada]} pulled refused={[]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit admin ada@example.test' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit admin' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Send at least one of fullName, email, password to update an admin')
    expect(await queued()).toEqual([])
    await userEvent.clear(dialog.getByLabelText('Full name'))
    await userEvent.type(dialog.getByLabelText('Full name'), 'Ada King')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await dialog.findByRole('status')).toHaveTextContent(/^Saved/)
    const [entry] = await queued()
    expect(entry?.input).toEqual({ id: ada.id, fullName: 'Ada King' })
  })
})
