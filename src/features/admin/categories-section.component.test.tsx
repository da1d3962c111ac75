import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { createCategoryWrite, updateCategoryWrite } from './writes'
import { CategoriesSection } from './categories-section'

// The admin's categories: names checked with the server's schema on the field before anything is
// queued; a valid name queued in the device's outbox (fake-indexeddb) and shown at once.

const ADMIN = '00000000-0000-4000-8000-0000000000c1'
const queued = (kind: string) => db.outbox.filter((e) => e.kind === kind).toArray()

beforeEach(async () => {
  saveUserData({ id: ADMIN, email: 'ada@example.test', fullName: 'Ada Admin', role: 'admin', status: 'approved', accessToken: 'token-of-ada' } as Parameters<typeof saveUserData>[0])
  // The device's session names the admin before the mirror is filled: a change of user clears it.
  await syncSessionRow()
  await db.outbox.clear()
  await db.categories.clear()
})

describe('the categories section', () => {
  it('refuses a blank name on the field, in the server schema’s words, and queues nothing', async () => {
    render(<CategoriesSection />)
    const name = screen.getByLabelText('New category')
    await userEvent.type(name, '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('name is required')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('name is required')
    expect(await queued(createCategoryWrite.name)).toEqual([])
  })

  it('queues a new category trimmed, empties the field and lists it as waiting', async () => {
    render(<CategoriesSection />)
    await userEvent.type(screen.getByLabelText('New category'), '  Lo-fi  ')
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved/)
    expect(screen.getByLabelText('New category')).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    const list = await screen.findByRole('list', { name: 'Categories' })
    expect(await within(list).findByText('Lo-fi')).toBeInTheDocument()
    const [entry, ...more] = await queued(createCategoryWrite.name)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: ADMIN, status: 'pending', input: { name: 'Lo-fi' } })
  })

  it('renames in place: a blank name is refused on that row, a good one is queued', async () => {
    await db.categories.put({ id: '00000000-0000-4000-8000-00000000ca71', name: 'Afrobeats', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    render(<CategoriesSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Afrobeats' }))
    const field = screen.getByLabelText('New name for Afrobeats')
    expect(field).toHaveValue('Afrobeats')
    await userEvent.clear(field)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('name is required')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('New category')).not.toHaveAttribute('aria-invalid')
    expect(await queued(updateCategoryWrite.name)).toEqual([])
    await userEvent.type(field, 'Afro-pop')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Rename Afro-pop' })).toBeInTheDocument()
    const [entry] = await queued(updateCategoryWrite.name)
    expect(entry).toMatchObject({ status: 'pending', input: { id: '00000000-0000-4000-8000-00000000ca71', name: 'Afro-pop' } })
  })
})
