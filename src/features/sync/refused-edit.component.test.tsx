import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import type { OutboxEntry } from '@/db/sync-schema'
import { editableFields } from '@/lib/sync/redo'
import type { OutboxItem } from './outbox-hooks'
import { RefusedEdit } from './refused-edit'

// Correcting a write the server refused: an emptied field is refused on the form and the entry
// stays as it was; a corrected one is queued again (fake-indexeddb), trimmed.

const refused: OutboxEntry = {
  kind: 'brand.createRequest',
  userId: '00000000-0000-4000-8000-0000000000b7',
  method: 'POST',
  path: '/brand/create-request',
  body: { type: 'json', value: { title: 'Summer drop', brief: 'Dance to the hook' } },
  input: { title: 'Summer drop', brief: 'Dance to the hook' },
  idempotencyKey: '00000000-0000-4000-8000-00000000e0e1',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 1,
  status: 'rejected',
  error: { status: 422, message: 'title is taken' },
  announce: true,
  label: 'Brand request Summer drop',
}

let item: OutboxItem
beforeEach(async () => {
  await db.outbox.clear()
  const seq = (await db.outbox.add({ ...refused }))!
  item = { seq, label: refused.label!, status: 'rejected', createdAt: 1, attempts: 1, error: refused.error, isUpload: false, fields: editableFields(refused) }
})

describe('editing a refused write', () => {
  it('refuses an emptied field and leaves the entry as it was', async () => {
    let done = 0
    render(<RefusedEdit item={item} onDone={() => done++} />)
    await userEvent.clear(screen.getByLabelText('Title'))
    await userEvent.click(screen.getByRole('button', { name: 'Save and retry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Title must not be empty.')
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(done).toBe(0)
    expect(await db.outbox.get(item.seq)).toMatchObject({ status: 'rejected', body: refused.body })
  })

  it('queues the corrected write again, trimmed, with a new key', async () => {
    let done = 0
    render(<RefusedEdit item={item} onDone={() => done++} />)
    const title = screen.getByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, ' Summer drop II ')
    await userEvent.click(screen.getByRole('button', { name: 'Save and retry' }))
    await expect.poll(() => done).toBe(1)
    const entry = await db.outbox.get(item.seq)
    expect(entry).toMatchObject({ status: 'pending', body: { type: 'json', value: { title: 'Summer drop II', brief: 'Dance to the hook' } }, input: { title: 'Summer drop II' } })
    expect(entry?.idempotencyKey).not.toBe(refused.idempotencyKey)
  })
})
