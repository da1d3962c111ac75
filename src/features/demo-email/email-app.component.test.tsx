import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answeredByDemoWorker } from '../../../tests/component/demo-worker'
import { EmailApp } from './email-app'

// The e-mail app against the worker's own demo routes and sample data, with chosen answers held
// back to see what the screen shows while one loads.

const worker = answeredByDemoWorker()

const list = () => screen.getByRole('list', { name: 'E-mails' })
const folder = (name: string) => within(screen.getByRole('navigation', { name: 'Mail folders' })).getByRole('button', { name: new RegExp(`^${name}`) })
const starButtons = () => within(list()).queryAllByRole('button', { name: /^(Un)?[Ss]tar / }).map((b) => b.getAttribute('aria-label') ?? '')

describe('the e-mail app while a folder loads', () => {
  it('never shows the previous folder’s e-mails under another folder', async () => {
    const user = userEvent.setup()
    render(<EmailApp />)
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(1))
    expect(starButtons().some((name) => name.startsWith('Star '))).toBe(true)

    worker.hold((url) => url.searchParams.get('folder') === 'starred')
    await user.click(folder('Starred'))
    expect(folder('Starred')).toHaveAttribute('aria-current', 'page')
    // On a phone the folders are behind one button, which names the open folder.
    expect(screen.getByRole('button', { name: 'Folders: Starred' })).toBeInTheDocument()
    // Held: the inbox's e-mails are gone, the list says it is busy and a spinner says why.
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0)
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading e-mail…')

    worker.release()
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

    worker.hold((url) => url.searchParams.has('q'))
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mail' }), 'z')
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(within(list()).getAllByRole('listitem')).toHaveLength(before)

    worker.release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(within(list()).queryAllByRole('listitem').length).toBeLessThan(before)
  })
})
