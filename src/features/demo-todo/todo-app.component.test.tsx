import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answeredByDemoWorker } from '../../../tests/component/demo-worker'
import { TodoApp } from './todo-app'

// The to-do app against the worker's own demo routes and sample data, with chosen answers held
// back to see what the list shows while a filter loads.

const worker = answeredByDemoWorker()

const list = () => screen.getByRole('list', { name: 'Tasks' })
const filter = (name: string) => within(screen.getByRole('navigation', { name: 'Task filters' })).getByRole('button', { name })
const completeBoxes = () => within(list()).queryAllByRole('checkbox', { name: /^Complete / })

describe('the to-do app while a filter loads', () => {
  it('never shows the last filter’s tasks under another one', async () => {
    const user = userEvent.setup()
    render(<TodoApp />)
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(completeBoxes().some((box) => box.getAttribute('aria-checked') === 'false')).toBe(true)

    worker.hold((url) => url.searchParams.get('filter') === 'completed')
    await user.click(filter('Completed'))
    expect(filter('Completed')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Filters: Completed' })).toBeInTheDocument()
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0)
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks…')

    worker.release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const done = completeBoxes()
    expect(done.length).toBeGreaterThan(0)
    expect(done.every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true)
  })

  it('keeps the tasks on screen while a new sort loads', async () => {
    const user = userEvent.setup()
    render(<TodoApp />)
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const before = within(list()).getAllByRole('listitem').length
    worker.hold((url) => url.searchParams.get('sortBy') === 'title-asc')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort tasks' }), 'title-asc')
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(within(list()).getAllByRole('listitem')).toHaveLength(before)
    worker.release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const titles = completeBoxes().map((box) => (box.getAttribute('aria-label') ?? '').replace(/^Complete /, ''))
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
  })
})
