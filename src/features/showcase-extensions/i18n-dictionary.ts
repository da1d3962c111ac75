export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
] as const

export type Lang = (typeof LANGUAGES)[number]['code']
type Key = 'title' | 'body' | 'cta' | 'slots' | 'earnings'

const DICTIONARY: Record<Lang, Record<Key, string>> = {
  en: {
    title: 'Welcome to the sound portal',
    body: 'Hold a slot on a sound, post your video and get paid for every approved use.',
    cta: 'Browse sounds',
    slots: '{count} open slots',
    earnings: 'You earned {amount} this week',
  },
  fr: {
    title: 'Bienvenue sur le portail des sons',
    body: 'Réservez une place sur un son, publiez votre vidéo et soyez payé pour chaque utilisation approuvée.',
    cta: 'Parcourir les sons',
    slots: '{count} places libres',
    earnings: 'Vous avez gagné {amount} cette semaine',
  },
  de: {
    title: 'Willkommen im Sound-Portal',
    body: 'Reserviere einen Platz für einen Sound, poste dein Video und werde für jede genehmigte Nutzung bezahlt.',
    cta: 'Sounds durchsuchen',
    slots: '{count} freie Plätze',
    earnings: 'Du hast diese Woche {amount} verdient',
  },
  pt: {
    title: 'Bem-vindo ao portal de sons',
    body: 'Reserve uma vaga num som, publique o seu vídeo e receba por cada utilização aprovada.',
    cta: 'Ver sons',
    slots: '{count} vagas livres',
    earnings: 'Ganhou {amount} esta semana',
  },
}

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', pt: 'pt-PT' }

/** The text for a key in a language, with `{name}` placeholders filled; numbers and money in the language's format. */
export function translate(lang: Lang, key: Key, values: Record<string, number> = {}): string {
  const nf = new Intl.NumberFormat(LOCALES[lang])
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' })
  return DICTIONARY[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name] ?? 0
    return name === 'amount' ? money.format(v) : nf.format(v)
  })
}

export function formatToday(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full' }).format(date)
}
