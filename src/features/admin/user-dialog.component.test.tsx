import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { updateRoleWrite, updateSpecialityWrite } from './writes'
import type { UserView } from './hooks'
import { UserDialog } from './user-dialog'

// The admin's account dialog: what is disabled and why, input refused in the server's words before
// anything is queued, and changes queued in the device's outbox (fake-indexeddb).

const creator: UserView = {
  id: '00000000-0000-4000-8000-0000000000d1',
  email: 'kemi@example.test',
  fullName: 'Kemi Ade',
  role: 'tiktoker',
  approvalStatus: 'approved',
  influencer: 'No',
  spamVideos: 'disabled',
  ability: [],
  accountType: 'tiktoker',
  brand_applied: 'none',
  speciality: null,
  followerVerification: 'none',
  followers: null,
  socialLinks: {},
  avatarUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const dialog = () => screen.getByRole('dialog', { name: 'Kemi Ade' })

describe('the account dialog', () => {
  it('on the admin’s own account, disables what another admin must do and says why', () => {
    render(<UserDialog user={{ ...creator, role: 'admin' }} isMe refused={[]} onClose={() => {}} />)
    expect(within(dialog()).getByText(/This is your own account: its role, approval, e-mail and deletion are changed by another admin/)).toBeInTheDocument()
    expect(screen.getByLabelText('New role')).toBeDisabled()
    for (const name of ['Change role', 'Approve', 'Reject', 'Back to review']) expect(screen.getByRole('button', { name })).toBeDisabled()
    expect(screen.queryByLabelText('E-mail')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Save speciality' })).toBeEnabled()
  })

  it('on another account, offers only the changes that would change something', async () => {
    render(<UserDialog user={creator} isMe={false} refused={[]} onClose={() => {}} />)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Change role' })).toBeDisabled()
    await userEvent.selectOptions(screen.getByLabelText('New role'), 'Brand')
    expect(screen.getByRole('button', { name: 'Change role' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Save e-mail' })).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Influencer' })).not.toBeChecked()
  })

  it('refuses an invalid e-mail with the server schema’s message, and shows refused changes', async () => {
    const refused = [{ seq: 3, kind: 'updateUserRole', subject: creator.id, label: 'Role change', message: 'The last admin cannot be changed' }]
    render(<UserDialog user={creator} isMe={false} refused={refused} onClose={() => {}} />)
    expect(within(dialog()).getByText('Role change').parentElement).toHaveTextContent('Role change was refused: The last admin cannot be changed')
    const email = screen.getByLabelText('E-mail')
    await userEvent.clear(email)
    // The browser's own check lets this through (no dot is needed there); the server's schema does not.
    await userEvent.type(email, 'kemi@localhost')
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address')
  })
})

describe('the account dialog’s forms', () => {
  beforeEach(async () => {
    await db.outbox.clear()
    saveUserData({ id: '00000000-0000-4000-8000-0000000000c2', email: 'ada@example.test', fullName: 'Ada Admin', role: 'admin', status: 'approved', accessToken: 'token-of-ada' } as Parameters<typeof saveUserData>[0])
  })

  it('queues a speciality (busy while it does), and says the change is saved', async () => {
    render(<UserDialog user={creator} isMe={false} refused={[]} onClose={() => {}} />)
    await userEvent.type(screen.getByLabelText('Speciality'), '  Afrobeats  ')
    const save = screen.getByRole('button', { name: 'Save speciality' })
    fireEvent.click(save)
    expect(save).toBeDisabled()
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved/)
    const [entry, ...more] = await db.outbox.filter((e) => e.kind === updateSpecialityWrite.name).toArray()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ status: 'pending', input: { uid: creator.id, speciality: 'Afrobeats' } })
    expect(save).toBeEnabled()
  })

  it('queues a role change once a different role is chosen', async () => {
    render(<UserDialog user={creator} isMe={false} refused={[]} onClose={() => {}} />)
    await userEvent.selectOptions(screen.getByLabelText('New role'), 'Brand')
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved/)
    const [entry] = await db.outbox.filter((e) => e.kind === updateRoleWrite.name).toArray()
    expect(entry).toMatchObject({ status: 'pending', input: { uid: creator.id, role: 'brand' } })
  })
})
