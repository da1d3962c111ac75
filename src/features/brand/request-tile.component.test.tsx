import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { submitVideoWrite } from '@/lib/sync/portal/videos'
import { holdRequestWrite } from './writes'
import type { RequestView } from './hooks'
import { RequestTile } from './request-tile'

// A brand request as a creator sees it: holding a slot and sending the video link, each queued in
// the device's outbox (fake-indexeddb); a link the server's schema refuses is said on its field.

const CREATOR = '00000000-0000-4000-8000-0000000000b7'
const NOW = Date.parse('2026-03-01T12:00:00.000Z')
const request = {
  id: '00000000-0000-4000-8000-00000000e001',
  type: 'duet',
  title: 'Dance with our jingle',
  brandId: '00000000-0000-4000-8000-00000000b001',
  brandName: 'Zest Drinks',
  brief: 'Duet the video and dance.',
  duetVideoUrl: null,
  script: null,
  payPerVideo: 250_000,
  currency: 'NGN',
  holdHours: 48,
  slots: { total: 5, free: 4, held: 1, used: 0 },
  myHold: null,
  budget: null,
  pendingApprovals: 0,
} as unknown as RequestView
const held = { ...request, myHold: { id: '00000000-0000-4000-8000-00000000f001', status: 'held', expiresAt: '2026-03-02T12:00:00.000Z' } } as RequestView
const queued = (kind: string) => db.outbox.filter((e) => e.kind === kind).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: CREATOR, email: 'tobi@example.test', fullName: 'Tobi Ade', role: 'tiktoker', status: 'approved', followerVerification: 'verified', accessToken: 'token-of-tobi' } as Parameters<typeof saveUserData>[0])
})

describe('a brand request for a creator', () => {
  it('holds a slot: busy while it queues, one hold in the outbox', async () => {
    render(<RequestTile request={request} submissions={[]} readOnly={false} now={NOW} />)
    const hold = screen.getByRole('button', { name: 'Hold a slot' })
    fireEvent.click(hold)
    expect(hold).toBeDisabled()
    await expect.poll(() => queued(holdRequestWrite.name)).toHaveLength(1)
    expect((await queued(holdRequestWrite.name))[0]).toMatchObject({ userId: CREATOR, status: 'pending', input: { request_id: request.id } })
    await expect.poll(() => hold.hasAttribute('disabled')).toBe(false)
  })

  it('refuses a link that is not a video in the server schema’s words, then queues a good one', async () => {
    render(<RequestTile request={held} submissions={[]} readOnly={false} now={NOW} />)
    const link = screen.getByLabelText('Link to your video')
    await userEvent.type(link, 'https://example.com/me')
    await userEvent.click(screen.getByRole('button', { name: 'Submit video' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The link must be an https link to a video on TikTok/)
    expect(link).toHaveAttribute('aria-invalid', 'true')
    expect(link).toHaveAccessibleDescription(/The https link to the video you posted\. The link must be/)
    expect(await queued(submitVideoWrite.name)).toEqual([])
    await userEvent.clear(link)
    await userEvent.type(link, 'https://www.tiktok.com/@tobi/video/7301234567890123456')
    await userEvent.click(screen.getByRole('button', { name: 'Submit video' }))
    await expect.poll(() => queued(submitVideoWrite.name)).toHaveLength(1)
    expect((await queued(submitVideoWrite.name))[0]).toMatchObject({ status: 'pending', input: { request_id: request.id, video_url: 'https://tiktok.com/@tobi/video/7301234567890123456' } })
    await expect.poll(() => (link as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
