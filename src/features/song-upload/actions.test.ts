import { describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { createSound, soundBodyOf, type SoundFormValues } from './actions'

const CAT = '00000000-0000-4000-8000-0000000000c1'
const ID = '00000000-0000-4000-8000-000000000052'
const UP = '00000000-0000-4000-8000-0000000000f1'

const form = (over: Partial<SoundFormValues> = {}): SoundFormValues => ({
  kind: 'normal',
  title: ' Lagos Nights ',
  categoryId: CAT,
  payPerUse: '1,500.50',
  payPerClick: '',
  clickBudget: '',
  slots: '10',
  holdHours: '48',
  videoLinks: 'https://www.tiktok.com/@ayo/video/1\n\n https://youtu.be/dQw4w9WgXcQ ',
  templateLink: '',
  uploadId: UP,
  ...over,
})

describe('soundBodyOf (the Add Song form, checked with the server’s schema)', () => {
  it('turns the form into the create-sound body in minor units, without the audio (filled at send time)', () => {
    const r = soundBodyOf(form(), 'NGN', ID)
    expect(r).toEqual({
      ok: true,
      body: {
        id: ID,
        kind: 'normal',
        title: 'Lagos Nights',
        category_id: CAT,
        pay_per_use: 150_050,
        slots: 10,
        hold_hours: 48,
        video_links: ['https://tiktok.com/@ayo/video/1', 'https://youtu.be/dQw4w9WgXcQ'],
      },
    })
  })

  it('shows the server’s messages on the fields', () => {
    const r = soundBodyOf(form({ title: '', payPerUse: '', slots: '', categoryId: '', uploadId: '', videoLinks: 'https://example.com/x' }), 'NGN', ID)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toMatchObject({
      title: 'title is required',
      payPerUse: 'is required',
      slots: 'is required (at least 1)',
      categoryId: 'Choose a category.',
      uploadId: 'Upload an audio file for this sound.',
      videoLinks: expect.stringContaining('must be an https link to a video'),
    })
  })

  it('rejects amounts that are not amounts, and hours that are not whole', () => {
    const r = soundBodyOf(form({ payPerUse: '12.345', holdHours: '1.5' }), 'NGN', ID)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.payPerUse).toMatch(/amount/)
    expect(r.errors.holdHours).toBe('Enter a whole number.')
  })

  it('a CapCut sound needs a template link, a pay per click and a click budget that covers a click', () => {
    const bad = soundBodyOf(form({ kind: 'video_app', payPerUse: '', slots: '', payPerClick: '5', clickBudget: '2' }), 'NGN', ID)
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors.templateLink).toBe('is required for a video-editing-app sound')
    expect(bad.errors.clickBudget).toMatch(/must cover at least one click/)
    const good = soundBodyOf(form({ kind: 'video_app', payPerUse: '', slots: '', payPerClick: '5', clickBudget: '500', templateLink: 'https://www.capcut.com/template-detail/7301234567890' }), 'NGN', ID)
    expect(good).toMatchObject({ ok: true, body: { kind: 'video_app', pay_per_click: 500, click_budget: 50_000, template_link: 'https://www.capcut.com/template-detail/7301234567890' } })
  })
})

describe('createSound (queues the body the form built; the queue checks it once)', () => {
  const input = (over: Record<string, unknown>) => ({
    body: { id: ID, kind: 'normal' as const, title: 'Lagos Nights', category_id: CAT, pay_per_use: 150_050, slots: 10, hold_hours: 48, video_links: [], ...over },
    uploadId: UP,
    uploadName: 'tune.wav',
    artistId: '00000000-0000-4000-8000-0000000000a7',
    artistName: 'Ayo',
    categoryName: 'Afrobeats',
    currency: 'NGN',
  })

  it('a body the server’s schema refuses comes back on its field, in the form’s words, and nothing is queued', async () => {
    expect(await createSound(input({ title: '' }))).toEqual({ ok: false, errors: { title: 'title is required' } })
    expect(await createSound(input({ category_id: 'not-an-id' }))).toEqual({ ok: false, errors: { categoryId: 'Choose a category.' } })
    expect(await db.outbox.count()).toBe(0)
  })
})
