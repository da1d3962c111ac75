import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { submitInfluencerLinksWrite, useSoundWrite } from '@/lib/sync/portal/videos'
import { holdSlotWrite } from './writes'
import { HoldPanel } from './hold-panel'
import type { Sound } from './hooks'

// A creator's panel on a sound: holding a slot and submitting the video (several on an influencer
// sound), each queued in the device's outbox (fake-indexeddb); links the server's schema refuses are
// said on the field, in its words, before anything is queued.

const CREATOR = '00000000-0000-4000-8000-0000000000b8'
const sound = {
  id: '00000000-0000-4000-8000-00000000a501',
  kind: 'normal',
  title: 'Lagos Nights',
  artistId: '00000000-0000-4000-8000-00000000a001',
  payPerUse: 150_000,
  holdHours: 48,
  linksPerSlot: 1,
  slots: { total: 10, free: 9, held: 1, used: 0 },
  myHold: null,
} as unknown as Sound
const myHold = { id: '00000000-0000-4000-8000-00000000f501', status: 'held', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }
const queued = (kind: string) => db.outbox.filter((e) => e.kind === kind).toArray()
const video = (n: number) => `https://www.tiktok.com/@tobi/video/730123456789012345${n}`

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: CREATOR, email: 'tobi@example.test', fullName: 'Tobi Ade', role: 'tiktoker', status: 'approved', followerVerification: 'verified', accessToken: 'token-of-tobi' } as Parameters<typeof saveUserData>[0])
})

describe('the hold panel', () => {
  it('holds a slot: busy while it queues, one hold in the outbox', async () => {
    render(<HoldPanel sound={sound} approvals={[]} />)
    const hold = screen.getByRole('button', { name: 'Hold a slot on Lagos Nights' })
    fireEvent.click(hold)
    expect(hold).toBeDisabled()
    await expect.poll(() => queued(holdSlotWrite.name)).toHaveLength(1)
    expect((await queued(holdSlotWrite.name))[0]).toMatchObject({ userId: CREATOR, status: 'pending', input: { soundid: sound.id } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a link that is not a video in the server schema’s words, then queues a good one', async () => {
    render(<HoldPanel sound={{ ...sound, myHold } as Sound} approvals={[]} />)
    const link = screen.getByLabelText('Video link')
    await userEvent.type(link, 'https://example.com/clip')
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Video link must be an https link to a video on TikTok/)
    expect(link).toHaveAttribute('aria-invalid', 'true')
    expect(await queued(useSoundWrite.name)).toEqual([])
    await userEvent.clear(link)
    await userEvent.type(link, video(1))
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    await expect.poll(() => queued(useSoundWrite.name)).toHaveLength(1)
    expect((await queued(useSoundWrite.name))[0]).toMatchObject({ status: 'pending', input: { soundid: sound.id } })
    await expect.poll(() => (link as HTMLInputElement).value).toBe('')
  })

  it('on an influencer sound, takes no more links than the slot has room for', async () => {
    render(<HoldPanel sound={{ ...sound, kind: 'influencer', linksPerSlot: 2, myHold } as Sound} approvals={[]} />)
    const links = screen.getByLabelText('Video links')
    expect(links).toHaveAccessibleDescription('One link a line; up to 2 more.')
    await userEvent.type(links, `${video(1)}\n${video(2)}\n${video(3)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Submit video links' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot takes 2 more videos; you gave 3.')
    expect(await queued(submitInfluencerLinksWrite.name)).toEqual([])
    await userEvent.clear(links)
    await userEvent.type(links, `${video(1)}\n${video(2)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Submit video links' }))
    await expect.poll(() => queued(submitInfluencerLinksWrite.name)).toHaveLength(1)
    expect((await queued(submitInfluencerLinksWrite.name))[0]?.input).toMatchObject({ soundid: sound.id, links: [expect.stringContaining('7301234567890123451'), expect.stringContaining('7301234567890123452')] })
  })

  it('moves the focus to what happened after a hold and after a submission, never to the page', async () => {
    const { rerender } = render(<HoldPanel sound={sound} approvals={[]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Hold a slot on Lagos Nights' }))
    await expect.poll(() => queued(holdSlotWrite.name)).toHaveLength(1)
    // The screen shows the queued hold (the mirror with the outbox on top); the button is gone.
    rerender(<HoldPanel sound={{ ...sound, myHold } as Sound} approvals={[]} />)
    expect(screen.getByTestId('my-hold')).toHaveFocus()
    expect(screen.getByTestId('my-hold')).toHaveTextContent(/You hold a slot/)

    await userEvent.type(screen.getByLabelText('Video link'), video(7))
    await userEvent.click(screen.getByRole('button', { name: 'Submit video link' }))
    await expect.poll(() => queued(useSoundWrite.name)).toHaveLength(1)
    const submitted = { ...myHold, status: 'submitted' }
    const approval = { id: '00000000-0000-4000-8000-00000000c701', campaignId: sound.id, kind: 'video', status: 'pending', videoUrl: video(7) }
    rerender(<HoldPanel sound={{ ...sound, myHold: submitted } as Sound} approvals={[approval] as never} />)
    expect(screen.getByTestId('my-hold')).toHaveFocus()
    expect(screen.getByTestId('my-hold')).toHaveTextContent('Video submitted')
  })
})
