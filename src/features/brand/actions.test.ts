import { describe, expect, it } from 'vitest'
import { requestBodyOf, type RequestFormValues } from './actions'

const form = (over: Partial<RequestFormValues> = {}): RequestFormValues => ({
  title: '',
  brief: 'Duet our sneaker ad',
  material: 'https://www.tiktok.com/@brand/video/900',
  slots: '3',
  pay: '2,500.50',
  holdHours: '48',
  ...over,
})

describe('requestBodyOf', () => {
  it('turns the form into the server body: amounts in minor units, whole numbers, no empty title', () => {
    const r = requestBodyOf('duet', form(), 'NGN')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.body).toMatchObject({ type: 'duet', brief: 'Duet our sneaker ad', duet_video_url: 'https://tiktok.com/@brand/video/900', slots: 3, pay_per_video: 250_050, hold_hours: 48 })
    expect(r.body.title).toBeUndefined()
    expect(r.body.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("puts the server schema's messages beside the right fields", () => {
    const r = requestBodyOf('duet', form({ brief: ' ', material: 'http://tiktok.com/@a/video/1', slots: '0', pay: 'ten', holdHours: '1000' }), 'NGN')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.brief).toBe('Brief is required.')
    expect(r.errors.material).toMatch(/^This must be an https link to a video/)
    expect(r.errors.slots).toBe('Slots must be at least 1.')
    expect(r.errors.pay).toMatch(/must be an amount/)
    expect(r.errors.holdHours).toBe('Hold time must be at most 720 hours.')
  })

  it('asks for the script on a script request and sends it instead of a link', () => {
    const missing = requestBodyOf('script', form({ material: '' }), 'NGN')
    expect(missing.ok ? null : missing.errors.material).toBe('This is required for a script request.')
    const r = requestBodyOf('script', form({ material: 'Say hi to Kicks' }), 'NGN')
    expect(r.ok && r.body).toMatchObject({ type: 'script', script: 'Say hi to Kicks' })
    expect(r.ok && 'duet_video_url' in r.body && r.body.duet_video_url).toBeFalsy()
  })
})
