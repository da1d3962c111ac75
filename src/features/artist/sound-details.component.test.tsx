import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { addVideosWrite } from './writes'
import type { SoundView } from './hooks'
import { SoundDetails } from './sound-details'

// Adding reference videos to a sound: a bad link named by its place in the server schema's words,
// good ones queued in the device's outbox (fake-indexeddb).

const ARTIST = '00000000-0000-4000-8000-0000000000a4'
const sound = { id: '00000000-0000-4000-8000-00000000a502', title: 'Lagos Nights', audio: null, templateLink: null, videoLinks: [] } as unknown as SoundView
const queued = () => db.outbox.filter((e) => e.kind === addVideosWrite.name).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: ARTIST, email: 'ada@example.test', fullName: 'Ada Artist', role: 'artist', status: 'approved', accessToken: 'token-of-ada' } as Parameters<typeof saveUserData>[0])
})

describe('reference videos', () => {
  it('names the refused link by its place, then queues the links and empties the field', async () => {
    render(<SoundDetails sound={sound} />)
    const links = screen.getByLabelText('Add more videos')
    const add = screen.getByRole('button', { name: 'Add videos' })
    expect(add).toBeDisabled()
    await userEvent.type(links, 'https://www.tiktok.com/@ada/video/7301234567890123451\nhttps://example.com/x')
    await userEvent.click(add)
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Link 2 must be an https link to a video/)
    expect(links).toHaveAttribute('aria-invalid', 'true')
    expect(links).toHaveAccessibleDescription(/^One link a line\. Link 2 must be/)
    expect(await queued()).toEqual([])
    await userEvent.clear(links)
    await userEvent.type(links, 'https://www.tiktok.com/@ada/video/7301234567890123451')
    await userEvent.click(add)
    await expect.poll(queued).toHaveLength(1)
    expect((await queued())[0]).toMatchObject({ userId: ARTIST, status: 'pending', input: { soundid: sound.id, video_links: ['https://tiktok.com/@ada/video/7301234567890123451'] } })
    await expect.poll(() => (links as HTMLTextAreaElement).value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
