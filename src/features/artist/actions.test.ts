import { describe, expect, it } from 'vitest'
import { addVideos, decideUse } from './actions'

// The server's schema checks a body once, as it is queued: a refused one comes back from the action
// in the server's words, said the way the screen says it (which link of several).

const SOUND = '00000000-0000-4000-8000-000000000051'
const USE = { id: '00000000-0000-4000-8000-000000000061', creatorName: 'Chi', campaignTitle: 'Tune', campaignId: SOUND, amount: 1000 }

describe('artist actions', () => {
  it('names the refused reference link by its place in the list, and nothing else', async () => {
    const refused = await addVideos(SOUND, 'Tune', 'https://www.tiktok.com/@ada/video/7301234567890123456\nhttp://example.com/clip')
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/^Link 2 must be an https link to a video on TikTok/) })
    expect(await addVideos(SOUND, 'Tune', '  ')).toEqual({ ok: false, message: 'give at least one link' })
  })

  it('refuses a decision whose reason the server would refuse, in its words', async () => {
    expect(await decideUse(USE, 'rejected', false, 'x'.repeat(501))).toMatchObject({ ok: false, message: 'reason must be at most 500 characters' })
  })
})
