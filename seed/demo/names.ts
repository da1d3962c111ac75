import type { Rng } from './prng'

// Invented names, companies and places for the sample data; any resemblance to a real person
// is chance. Contact numbers use the fictional 555 exchange and e-mails the reserved
// example.* domains.

export const FIRST_NAMES = [
  'Ava', 'Liam', 'Maya', 'Noah', 'Zara', 'Ethan', 'Leah', 'Omar', 'Chloe', 'Mateo',
  'Priya', 'Lucas', 'Hana', 'Felix', 'Amara', 'Jonah', 'Ines', 'Theo', 'Nadia', 'Caleb',
  'Sofia', 'Kai', 'Elena', 'Ravi', 'Mila', 'Owen', 'Yara', 'Hugo', 'Lena', 'Isaac',
  'Freya', 'Diego', 'Anya', 'Ezra', 'Clara', 'Malik', 'Rosa', 'Tobias', 'Keira', 'Samir',
  'Greta', 'Jude', 'Alma', 'Nico', 'Tessa', 'Idris', 'Vera', 'Rowan', 'Lila', 'Arjun',
  'Nora', 'Emil', 'Jade', 'Milo', 'Ruby', 'Dante', 'Iris', 'Leo', 'Sana', 'Cole',
] as const

export const LAST_NAMES = [
  'Abbott', 'Barnes', 'Castillo', 'Dalton', 'Ellis', 'Fischer', 'Garner', 'Holloway', 'Ibarra', 'Jensen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Ramos', 'Sandoval', 'Thornton',
  'Underwood', 'Valdez', 'Whitaker', 'Xu', 'Yilmaz', 'Zimmer', 'Ashford', 'Brennan', 'Carver', 'Delgado',
  'Everett', 'Farrow', 'Gallagher', 'Hendricks', 'Iverson', 'Jaramillo', 'Keller', 'Lowell', 'Mercer', 'Novak',
  'Orton', 'Pryce', 'Rasmussen', 'Sterling', 'Talbot', 'Varga', 'Winslow', 'Young', 'Adeyemi', 'Bianchi',
  'Chandra', 'Duarte', 'Engel', 'Fontaine', 'Greer', 'Halvorsen', 'Ito', 'Kaur', 'Lachance', 'Mbeki',
] as const

export const COMPANIES = [
  'Brightwave Studios', 'Northfield Audio', 'Copperline Media', 'Lumen Records', 'Tidal Grove Labs',
  'Echo Ridge', 'Foxglove Digital', 'Harbor & Pine', 'Quartz Collective', 'Silverbirch Sound',
  'Ironleaf Partners', 'Maple Arcade', 'Blue Heron Creative', 'Redwood Analytics', 'Kestrel Works',
  'Cobalt Signal', 'Juniper Lane', 'Stonebridge Goods', 'Velvet Static', 'Orchard Street Co.',
  'Nimbus Beats', 'Pinecrest Labs', 'Amberly Group', 'Summit Reel', 'Wildflower Media',
  'Granite Loop', 'Saffron Sky', 'Lakeshore Digital', 'Meridian Tone', 'Driftwood Films',
] as const

export const COUNTRIES = [
  'United States', 'United Kingdom', 'Canada', 'Australia', 'Germany', 'France', 'Nigeria', 'India',
  'Brazil', 'Japan', 'South Africa', 'Mexico', 'Spain', 'Netherlands', 'Kenya', 'Sweden',
] as const

export const CITIES = [
  'Lagos', 'Toronto', 'Austin', 'Manchester', 'Melbourne', 'Berlin', 'Lyon', 'Pune', 'Recife', 'Osaka',
  'Cape Town', 'Monterrey', 'Valencia', 'Utrecht', 'Nairobi', 'Gothenburg', 'Denver', 'Glasgow', 'Accra', 'Porto',
] as const

export const STREETS = [
  'Maple Court', 'Harbor Road', 'Elm Street', 'Cedar Lane', 'Willow Way', 'Station Road',
  'Orchard Avenue', 'Mill Lane', 'Riverside Drive', 'Kingfisher Close', 'Quarry Hill', 'Park Terrace',
] as const

export const DOMAINS = ['example.com', 'example.org', 'example.net'] as const

export const AVATAR_COLORS = [
  'light-primary', 'light-success', 'light-danger', 'light-warning', 'light-info', 'light-secondary',
] as const

export interface Person {
  first: string
  last: string
  fullName: string
}

/** `count` people with distinct full names. */
export function makePeople(rng: Rng, count: number): Person[] {
  const seen = new Set<string>()
  const people: Person[] = []
  while (people.length < count) {
    const first = rng.pick(FIRST_NAMES)
    const last = rng.pick(LAST_NAMES)
    const fullName = `${first} ${last}`
    if (seen.has(fullName)) continue
    seen.add(fullName)
    people.push({ first, last, fullName })
  }
  return people
}

export function emailOf(person: Person, domain: string): string {
  return `${person.first}.${person.last}@${domain}`.toLowerCase()
}

export function phoneNumber(rng: Rng): string {
  return `(555) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`
}

export function avatarPath(n: number): string {
  return `/images/avatars/${n}.png`
}
