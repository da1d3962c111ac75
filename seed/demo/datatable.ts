import type { DataTableRow } from '../../src/db/demo-schema'
import { anchorDate } from './dates'
import { avatarPath, CITIES, DOMAINS, emailOf, makePeople } from './names'
import { createRng } from './prng'

const POSTS = [
  'Sound Engineer', 'Community Manager', 'Video Producer', 'Data Analyst', 'Product Designer',
  'Marketing Lead', 'Support Specialist', 'Backend Developer', 'Content Strategist', 'Finance Officer',
  'A&R Scout', 'Project Manager', 'QA Engineer', 'Brand Partnerships Lead', 'Copywriter',
] as const

export function buildDataTableRows(): DataTableRow[] {
  const rng = createRng(0xda7a)
  return makePeople(rng, 100).map((person, index) => {
    const years = rng.int(0, 15)
    return {
      id: index + 1,
      full_name: person.fullName,
      post: rng.pick(POSTS),
      email: emailOf(person, rng.pick(DOMAINS)),
      city: rng.pick(CITIES),
      start_date: anchorDate(-rng.int(30, 3650)),
      salary: `$${rng.int(22000, 98000)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
      age: rng.int(21, 64),
      experience: years === 1 ? '1 Year' : `${years} Years`,
      status: rng.int(1, 5) as DataTableRow['status'],
      avatar: rng.chance(0.5) ? avatarPath(rng.int(1, 20)) : '',
    }
  })
}
