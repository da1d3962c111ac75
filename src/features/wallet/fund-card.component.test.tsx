import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { disk, onDisk } from '@/lib/sync/disk-quota.fixtures'
import { freeDemoData, STORAGE_FULL_MESSAGE } from '@/lib/sync/full-disk'
import { clearMirrors } from '@/lib/sync/session-row'
import { fundWalletWrite } from './writes'
import { FundCard } from './fund-card'

// The funding form: the amount checked with the server's schema, a valid funding queued in the
// device's outbox (fake-indexeddb), as it is offline.

const USER = '00000000-0000-4000-8000-0000000000a2'
const fundings = () => db.outbox.filter((e) => e.kind === fundWalletWrite.name).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: USER, email: 'bo@example.test', fullName: 'Bo Ade', role: 'brand', status: 'approved', accessToken: 'token-of-bo' } as Parameters<typeof saveUserData>[0])
})

describe('the funding form', () => {
  it('refuses an amount the schema cannot take, on the field, and queues nothing', async () => {
    render(<FundCard currency="NGN" entries={[]} />)
    const amount = screen.getByLabelText('Amount (₦)')
    await userEvent.type(amount, '1.234')
    await userEvent.click(screen.getByRole('button', { name: 'Fund wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 2 digits after the point')
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleDescription(/at most 2 digits after the point/)
    expect(await fundings()).toEqual([])
  })

  it('is busy while it queues, then says so, empties the field and holds one entry', async () => {
    render(<FundCard currency="NGN" entries={[]} />)
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '5,000')
    fireEvent.click(screen.getByRole('button', { name: 'Fund wallet' }))
    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeDisabled()
    expect(await screen.findByRole('status')).toHaveTextContent(/^Funding of .*5,000\.00 (is on its way\.|saved on this device; it will be sent when you are back online\.)$/)
    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeEnabled()
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    const [entry, ...more] = await fundings()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: USER, status: 'pending', input: { amount: 500_000 } })
  })
})

describe('the funding form on a full disk', () => {
  // The device's database on a disk that fills up (the middleware joins when the database opens).
  const d = disk()
  afterAll(() => {
    db.unuse({ stack: 'dbcore', name: 'disk-quota' })
    db.close({ disableAutoOpen: false })
  })

  it('says the funding was not saved and why, keeps the amount, and queues nothing, when nothing can be freed', async () => {
    db.close({ disableAutoOpen: false })
    onDisk(db, d)
    // Nothing the app could free is left on this device, and the disk is full.
    await freeDemoData(db)
    await clearMirrors(db)
    render(<FundCard currency="NGN" entries={[]} />)
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '5,000')
    d.limit = d.used()
    await userEvent.click(screen.getByRole('button', { name: 'Fund wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STORAGE_FULL_MESSAGE)
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5,000')
    d.limit = Number.POSITIVE_INFINITY
    expect(await fundings()).toEqual([])
  })
})
