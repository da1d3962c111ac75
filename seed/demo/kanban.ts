import type { KanbanBoard, KanbanTask } from '../../src/db/demo-schema'
import { anchorIso } from './dates'
import { avatarPath, makePeople } from './names'
import { createRng } from './prng'

export function buildKanbanBoards(): KanbanBoard[] {
  return [
    { id: 'todo', title: 'TODO', position: 1 },
    { id: 'in-progress', title: 'In Progress', position: 2 },
    { id: 'done', title: 'Done', position: 3 },
  ]
}

// [title, board, labels, description, cover image]
const TASKS: [string, string, string[], string, string?][] = [
  ['Design the sound detail page', 'todo', ['UX'], 'Lay out the waveform, the slot counter and the use button so they fit on a small phone screen.', '/images/slider/01.jpg'],
  ['Fix waveform rendering on Safari', 'todo', ['Code Review', 'App'], 'The waveform is drawn twice when the page is restored from the back-forward cache.'],
  ['Write onboarding copy for creators', 'todo', ['Info'], 'Three short screens: how slots work, how to submit a link, and when payouts arrive.'],
  ['Prepare the payout report for January', 'todo', ['Charts & Maps'], 'Totals per artist and per campaign, with the platform fee shown separately.'],
  ['Review the duet ad brief template', 'in-progress', ['Forms'], 'Brands keep leaving the target audience empty; make the field clearer and add an example.'],
  ['Add dark-mode icons', 'in-progress', ['Images'], 'Export the tab bar and menu icons in a light variant for the dark theme.', '/images/slider/02.jpg'],
  ['Migrate the analytics charts', 'in-progress', ['Charts & Maps', 'Code Review'], 'Move the dashboard charts to the new chart library and keep the same colours.'],
  ['Record the promo voice-over', 'in-progress', ['Audio'], 'Thirty seconds, friendly tone, ready for both the website and the app store video.'],
  ['Audit slot hold expiry', 'done', ['App'], 'Confirm that expired holds free their slot within a minute and notify the creator.'],
  ['Update the pricing page', 'done', ['UX', 'Info'], 'New yearly prices, the popular badge on Standard and an updated questions section.', '/images/slider/03.jpg'],
  ['Plan the summer campaign', 'done', ['Marketing'], 'Shortlist of ten sounds, three brand partners and a rough budget for July.'],
  ['Test offline mode on Android', 'done', ['App', 'Code Review'], 'Open every screen in airplane mode and check that queued actions replay on reconnect.'],
]

const COMMENTS = [
  'Looks good to me, ship it.',
  'Can we check this on a smaller screen first?',
  'I left a few notes in the document.',
  'Blocked until the new icons arrive.',
  'Done on my side, over to you.',
]

export function buildKanbanTasks(): KanbanTask[] {
  const rng = createRng(0x4b4e)
  const team = makePeople(rng, 8).map((person, i) => ({ title: person.fullName, img: avatarPath(i + 3) }))
  return TASKS.map(([title, boardId, labels, description, coverImage], index) => {
    const task: KanbanTask = {
      id: index + 1,
      title,
      boardId,
      labels,
      description,
      dueDate: anchorIso(rng.int(-4, 14)),
      attachments: rng.chance(0.4) ? [{ name: 'brief.pdf', img: '/images/icons/pdf.png' }] : [],
      comments: rng.some(team, rng.int(0, 2)).map((member) => ({ name: member.title, img: member.img, comment: rng.pick(COMMENTS) })),
      assignedTo: rng.some(team, rng.int(1, 3)),
      position: index + 1,
    }
    if (coverImage) task.coverImage = coverImage
    return task
  })
}
