import type { TodoTask } from '../../src/db/demo-schema'
import { anchorIso } from './dates'
import { avatarPath } from './names'

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update']

const ASSIGNEES = [
  { fullName: 'Nadia Okafor', avatar: avatarPath(2) },
  { fullName: 'Theo Lindqvist', avatar: avatarPath(3) },
  { fullName: 'Mila Fontaine', avatar: avatarPath(4) },
  { fullName: 'Ezra Novak', avatar: avatarPath(5) },
]

// [title, due in days, assignee index or null, tags, completed, deleted, important, description]
const TASKS: [string, number, number | null, string[], boolean, boolean, boolean, string][] = [
  ['Approve pending uses for the summer hook', 1, 0, ['high'], false, false, true, 'Twelve uses are waiting; check the links before approving.'],
  ['Send stems to the mixing engineer', 2, 1, ['team', 'medium'], false, false, false, 'Vocals, drums and bass as separate WAV files.'],
  ['Update the profile banner', 5, 2, ['low'], true, false, false, 'Use one of the new photos from the shoot.'],
  ['Reply to the brand about the advert', 0, 3, ['high', 'update'], false, false, true, 'They need our shortlist of three sounds by Friday.'],
  ['Add a bank account for withdrawals', 3, null, ['medium'], true, false, false, 'Confirm the account name matches the one on the portal.'],
  ['Plan next month\'s campaigns', 9, 0, ['team'], false, false, false, 'Pick the sounds, the slots and the pay per use.'],
  ['Check the payout report', -1, 1, ['update'], true, false, true, 'Compare the totals with the wallet transactions.'],
  ['Record a new intro loop', 6, null, ['low'], false, false, false, 'Fifteen seconds, loopable, no vocals.'],
  ['Archive last year\'s campaigns', 12, 2, ['low'], false, true, false, 'Move closed campaigns out of the active list.'],
  ['Renew the studio booking', 4, 3, ['medium', 'update'], false, false, false, 'Tuesdays and Thursdays for the next quarter.'],
  ['Review the new creator guidelines', 7, 0, ['team', 'high'], false, false, true, 'Make sure the rules on duplicate links are clear.'],
  ['Clean up old draft e-mails', 2, null, ['low'], true, true, false, 'Delete drafts older than three months.'],
  ['Test the offline mode on a phone', 1, 1, ['update'], false, false, false, 'Airplane mode, then open every screen.'],
  ['Order new headphones', 8, 2, ['low'], false, false, false, 'The left ear cup is cracking.'],
  ['Write the monthly newsletter', 5, 3, ['team', 'medium'], false, false, true, 'Highlight the top three sounds and two creator stories.'],
  ['Set up two-step sign-in', 3, null, ['high'], true, false, false, 'Turn it on in account settings.'],
]

export function buildTodoTasks(): TodoTask[] {
  return TASKS.map(([title, dueIn, assignee, tags, isCompleted, isDeleted, isImportant, description], index) => ({
    id: index + 1,
    title,
    dueDate: anchorIso(dueIn),
    description,
    assignee: assignee === null ? null : (ASSIGNEES[assignee] ?? null),
    tags,
    isCompleted,
    isDeleted,
    isImportant,
  }))
}
