import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerDemoRequest } from '../../../sw/demo/answer'
import type { DemoContext } from '../../../sw/demo/route'
import { seededContext, seedLoader } from '../../../sw/demo/test-support'
import { EmailApp } from './email-app'

// The e-mail app against the worker's own demo routes and sample data (the page's fetch is
// answered by the worker's handler, as the service worker does), with chosen answers held back
// to see what the screen shows while one loads.

let ctx: DemoContext
let held: ((url: URL) => boolean) | null = null
let release: () => void = () => {}
const load = seedLoader()

beforeAll(async () => {
  ctx = await seededContext()
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://localhost'), init)
    if (held?.(new URL(request.url))) await new Promise<void>((resolve) => (release = resolve))
    return (await answerDemoRequest(request, ctx, load)) ?? new Response('{}', { status: 404 })
  })
})

afterAll(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  ctx.db.close()
})

const list = () => screen.getByRole('list', { name: 'E-mails' })
const folder = (name: string) => within(screen.getByRole('navigation', { name: 'Mail folders' })).getByRole('button', { name: new RegExp(`^${name}`) })
const starButtons = () => within(list()).queryAllByRole('button', { name: /^(Un)?[Ss]tar / }).map((b) => b.getAttribute('aria-label') ?? '')

describe('the e-mail app while a folder loads', () => {
  it('never shows the previous folder’s e-mails under another folder', async () => {
    const user = userEvent.setup()
    render(<EmailApp />)
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(1))
    expect(starButtons().some((name) => name.startsWith('Star '))).toBe(true)

    held = (url) => url.searchParams.get('folder') === 'starred'
    await user.click(folder('Starred'))
    expect(folder('Starred')).toHaveAttribute('aria-current', 'page')
    // Held: the inbox's e-mails are gone, the list says it is busy and a spinner says why.
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0)
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading e-mail…')

    held = null
    release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const starred = starButtons()
    expect(starred.length).toBeGreaterThan(0)
    expect(starred.every((name) => name.startsWith('Unstar '))).toBe(true)
  })

  it('keeps the folder’s e-mails on screen while a search narrows them', async () => {
    const user = userEvent.setup()
    render(<EmailApp />)
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const before = within(list()).getAllByRole('listitem').length
    expect(before).toBeGreaterThan(1)

    held = (url) => url.searchParams.has('q')
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mail' }), 'z')
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(within(list()).getAllByRole('listitem')).toHaveLength(before)

    held = null
    release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(within(list()).queryAllByRole('listitem').length).toBeLessThan(before)
  })
})
