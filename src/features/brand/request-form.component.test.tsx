import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { RequestForm } from './request-form'

// The brand's request form: checked with the server's schema on submit (each field's message by the
// field), and a valid request queued in the device's outbox (fake-indexeddb), as it is offline.

const BRAND = '00000000-0000-4000-8000-0000000000b7'
const queued = () => db.outbox.filter((e) => e.kind === 'brand.createRequest').toArray()

function renderForm(type: 'duet' | 'script') {
  const root = createRootRoute({ component: Outlet })
  const form = createRoute({ getParentRoute: () => root, path: '/brandform', component: () => <RequestForm type={type} /> })
  const adverts = createRoute({ getParentRoute: () => root, path: '/mybrandrequests', component: () => <h1>My Adverts</h1> })
  const wallet = createRoute({ getParentRoute: () => root, path: '/transactions', component: () => <h1>Transaction</h1> })
  const router = createRouter({ routeTree: root.addChildren([form, adverts, wallet]), history: createMemoryHistory({ initialEntries: ['/brandform'] }) })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(async () => {
  sessionStorage.clear()
  await db.outbox.clear()
  saveUserData({ id: BRAND, email: 'kicks@example.test', fullName: 'Kicks', role: 'brand', approvalStatus: 'approved', accessToken: 'token-of-kicks' })
})

describe('the request form', () => {
  it('names every field the server’s schema refuses, by the field, and queues nothing', async () => {
    renderForm('duet')
    await userEvent.click(await screen.findByRole('button', { name: 'Create request' }))
    expect(await screen.findByText('Check the highlighted fields.')).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText(/^Brief/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Brief/)).toHaveAccessibleDescription(/Brief is required\./)
    expect(screen.getByLabelText(/^Slots/)).toHaveAccessibleDescription(/Slots is required\./)
    expect(screen.getByLabelText(/^Pay per video/)).toHaveAccessibleDescription(/Pay per video is required\./)
    expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid')
    expect(await queued()).toEqual([])
  })

  it('drops a field’s message once it is edited, and keeps the others until the next submit', async () => {
    renderForm('script')
    await userEvent.click(await screen.findByRole('button', { name: 'Create request' }))
    await screen.findByText('Brief is required.')
    await userEvent.type(screen.getByLabelText(/^Brief/), 'Film our script')
    expect(screen.queryByText('Brief is required.')).toBeNull()
    expect(screen.getByLabelText(/^Brief/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/^Slots/)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(screen.getByLabelText(/^Slots/), 'many')
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }))
    expect(await screen.findByLabelText(/^Slots/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Brief/)).not.toHaveAttribute('aria-invalid')
    expect(await queued()).toEqual([])
  })

  it('shows the budget as typed, queues the request in minor units and opens My Adverts', async () => {
    const router = renderForm('duet')
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Sneaker duet')
    await userEvent.type(screen.getByLabelText(/^Brief/), 'Duet our sneaker ad with your best dance move')
    await userEvent.type(screen.getByLabelText(/^Video to duet/), 'https://www.tiktok.com/@kicks/video/7301234567890123456')
    await userEvent.type(screen.getByLabelText(/^Slots/), '2')
    await userEvent.type(screen.getByLabelText(/^Pay per video/), '50')
    expect(screen.getByTestId('budget-total')).toHaveTextContent('100.00')
    fireEvent.click(screen.getByRole('button', { name: 'Create request' }))
    expect(await screen.findByRole('heading', { name: 'My Adverts' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/mybrandrequests')
    const [entry, ...more] = await queued()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: BRAND, status: 'pending', input: { type: 'duet', title: 'Sneaker duet', slots: 2, pay_per_video: 5_000, hold_hours: 48 } })
    // Sent: the next request starts empty.
    await router.navigate({ to: '/brandform' })
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('')
  })

  it('keeps what was typed across a detour to the wallet and back, for this account only', async () => {
    const router = renderForm('script')
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Kicks script')
    await userEvent.type(screen.getByLabelText(/^Brief/), 'Say why our sneakers last')
    await userEvent.type(screen.getByLabelText(/^Script/), 'Open on the shoes')
    await userEvent.type(screen.getByLabelText(/^Slots/), '3')
    await userEvent.type(screen.getByLabelText(/^Pay per video/), '2500')
    await router.navigate({ to: '/transactions' })
    await screen.findByRole('heading', { name: 'Transaction' })
    router.history.back()
    expect(await screen.findByTestId('draft-restored')).toHaveTextContent('Your request as you left it is filled in below.')
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Kicks script')
    expect(screen.getByLabelText(/^Brief/)).toHaveValue('Say why our sneakers last')
    expect(screen.getByLabelText(/^Script/)).toHaveValue('Open on the shoes')
    expect(screen.getByLabelText(/^Slots/)).toHaveValue('3')
    expect(screen.getByLabelText(/^Pay per video/)).toHaveValue('2500')
    // Another account on this tab starts from an empty form.
    await router.navigate({ to: '/transactions' })
    await screen.findByRole('heading', { name: 'Transaction' })
    saveUserData({ id: '00000000-0000-4000-8000-0000000000b8', role: 'brand', approvalStatus: 'approved', accessToken: 'token-of-other' })
    router.history.back()
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('')
  })

  it('says why an account that is not approved cannot create a request, and keeps the button off', async () => {
    saveUserData({ id: BRAND, role: 'brand', approvalStatus: 'pending', accessToken: 'token-of-kicks' })
    renderForm('script')
    expect(await screen.findByTestId('submit-reason')).toHaveTextContent(/create requests/)
    expect(screen.getByRole('button', { name: 'Create request' })).toBeDisabled()
  })
})
