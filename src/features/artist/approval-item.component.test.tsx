import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { pendingApproval } from '@/lib/sync/portal/videos'
import { decideUseWrite } from './writes'
import { ApprovalItem } from './approval-item'
import type { ApprovalView } from './hooks'

// Rejecting a creator's video: the reason checked with the server's schema in the dialog, the
// rejection queued in the device's outbox (fake-indexeddb) with the reason trimmed.

const ARTIST = '00000000-0000-4000-8000-0000000000a3'
const approval: ApprovalView = pendingApproval(
  { id: '00000000-0000-4000-8000-00000000d001', campaignId: '00000000-0000-4000-8000-00000000a501', kind: 'normal', title: 'Lagos Nights', ownerId: ARTIST, amount: 150_000, url: 'https://tiktok.com/@tobi/video/7301234567890123451', creatorName: 'Tobi Ade' },
  { userId: '00000000-0000-4000-8000-0000000000b8', createdAt: Date.parse('2026-03-01T12:00:00.000Z') },
)
const queued = () => db.outbox.filter((e) => e.kind === decideUseWrite.name).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: ARTIST, email: 'ada@example.test', fullName: 'Ada Artist', role: 'artist', status: 'approved', accessToken: 'token-of-ada' } as Parameters<typeof saveUserData>[0])
})

describe('rejecting a use', () => {
  it('refuses a reason longer than the server takes, then queues the rejection with the reason', async () => {
    const onDecided = vi.fn()
    render(
      <ul>
        <ApprovalItem a={approval} currency="NGN" asAdmin={false} onMessage={() => {}} onDecided={onDecided} focusResult={() => {}} />
      </ul>,
    )
    await userEvent.click(screen.getByRole('button', { name: /^Reject\s*the video of Tobi Ade/ }))
    const reason = await screen.findByLabelText('Reason (optional)')
    expect(reason).toHaveAccessibleDescription('The creator sees it.')
    // Pasted past the field's limit (the browser's maxLength does not stop a script).
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } })
    await userEvent.click(screen.getByRole('button', { name: 'Reject video' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason must be at most 500 characters')
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(await queued()).toEqual([])
    await userEvent.clear(reason)
    await userEvent.type(reason, '  Not our sound  ')
    const reject = screen.getByRole('button', { name: 'Reject video' })
    fireEvent.submit(reject.closest('form')!)
    expect(reject).toBeDisabled()
    await expect.poll(queued).toHaveLength(1)
    expect((await queued())[0]).toMatchObject({ userId: ARTIST, status: 'pending', input: { approval_id: approval.id, status: 'rejected', reason: 'Not our sound' } })
    await expect.poll(() => onDecided.mock.calls).toEqual([[{ id: approval.id, status: 'rejected' }]])
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the video’s check on the card', () => {
  it('shows what the check found, with the title and thumbnail, next to Approve and Reject', () => {
    const checked: ApprovalView = {
      ...approval,
      videoCheck: {
        state: 'other_author',
        reason: null,
        platform: 'tiktok',
        author: '@someone.else',
        account: '@tobi',
        title: 'Lagos Nights dance',
        thumbnailUrl: 'https://p16-sign.tiktokcdn.com/obj/thumb.jpeg',
        postedAt: null,
        heldAt: '2026-03-01T10:00:00.000Z',
        checkedAt: '2026-03-01T12:00:05.000Z',
      },
    }
    render(
      <ul>
        <ApprovalItem a={checked} currency="NGN" asAdmin={false} onMessage={() => {}} onDecided={() => {}} focusResult={() => {}} />
      </ul>,
    )
    const row = screen.getByTestId('approval-row')
    expect(row).toHaveTextContent('This video is by @someone.else, not by Tobi Ade’s verified account (@tobi). Look at it before approving: it is not approved automatically.')
    expect(screen.getByRole('img', { name: 'Thumbnail of “Lagos Nights dance”' })).toBeInTheDocument()
    // A person may still approve it.
    expect(screen.getByRole('button', { name: /^Approve\s*the video of Tobi Ade/ })).toBeEnabled()
  })
})
