import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData, type UserData } from '@/lib/session/session'
import { applyBrandWrite, followerVerificationWrite } from './writes'
import { CreatorRequests } from './creator-requests'

// A creator's follower verification and brand application: the profile link checked as typed and
// with the server's schema, each request queued in the device's outbox (fake-indexeddb).

const user = { id: '00000000-0000-4000-8000-0000000000b9', email: 'tobi@example.test', fullName: 'Tobi Ade', role: 'tiktoker', status: 'approved', followerVerification: 'none', brand_applied: 'none', accessToken: 'token-of-tobi' } as UserData
const queued = (kind: string) => db.outbox.filter((e) => e.kind === kind).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData(user as Parameters<typeof saveUserData>[0])
})

describe('a creator’s requests', () => {
  it('refuses a link that is not https, then one on a network the server does not know, then queues a good one', async () => {
    render(<CreatorRequests user={user} />)
    const link = screen.getByLabelText('Profile link')
    await userEvent.type(link, 'tiktok.com/@tobi')
    await userEvent.click(screen.getByRole('button', { name: 'Request verification' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the https link to your profile (TikTok, Instagram, YouTube…).')
    expect(link).toHaveAttribute('aria-invalid', 'true')
    expect(link).toHaveAccessibleDescription('Enter the https link to your profile (TikTok, Instagram, YouTube…).')
    await userEvent.clear(link)
    await userEvent.type(link, 'https://example.com/tobi')
    await userEvent.click(screen.getByRole('button', { name: 'Request verification' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Profile link must be an https link to your profile on TikTok/)
    expect(await queued(followerVerificationWrite.name)).toEqual([])
    await userEvent.clear(link)
    await userEvent.type(link, 'https://www.tiktok.com/@tobi')
    await userEvent.click(screen.getByRole('button', { name: 'Request verification' }))
    await expect.poll(() => queued(followerVerificationWrite.name)).toHaveLength(1)
    expect((await queued(followerVerificationWrite.name))[0]).toMatchObject({ status: 'pending', input: { profileUrl: 'https://www.tiktok.com/@tobi' } })
    await expect.poll(() => (link as HTMLInputElement).value).toBe('')
  })

  it('applies to become a brand: busy while it queues, one application in the outbox', async () => {
    render(<CreatorRequests user={user} />)
    const apply = screen.getByRole('button', { name: 'Apply to become a brand' })
    fireEvent.click(apply)
    expect(apply).toBeDisabled()
    await expect.poll(() => queued(applyBrandWrite.name)).toHaveLength(1)
    await expect.poll(() => apply.hasAttribute('disabled')).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps "Apply to become a brand" off for an account awaiting approval, and says why', async () => {
    const pending = { ...user, approvalStatus: 'pending' } as UserData
    render(<CreatorRequests user={pending} />)
    const apply = screen.getByRole('button', { name: 'Apply to become a brand' })
    expect(apply).toBeDisabled()
    expect(apply).toHaveAccessibleDescription('Your creator account is awaiting approval by an admin; you can apply to become a brand once it is approved.')
    fireEvent.click(apply)
    expect(await queued(applyBrandWrite.name)).toEqual([])
  })

  it('fills in the TikTok link already saved in Profile, so asking for verification is one tap', async () => {
    const saved = { ...user, socialLinks: { instagram: 'https://www.instagram.com/tobi.ade', tiktok: 'https://www.tiktok.com/@tobi.ade' } } as UserData
    render(<CreatorRequests user={saved} />)
    expect(screen.getByLabelText('Profile link')).toHaveValue('https://www.tiktok.com/@tobi.ade')
    expect(screen.getByRole('region', { name: 'Follower verification' })).toHaveAttribute('id', 'verification')
    await userEvent.click(screen.getByRole('button', { name: 'Request verification' }))
    await expect.poll(() => queued(followerVerificationWrite.name)).toHaveLength(1)
    expect((await queued(followerVerificationWrite.name))[0]).toMatchObject({ input: { profileUrl: 'https://www.tiktok.com/@tobi.ade' } })
  })
})
