import type { Email, EmailFolder, EmailLabel } from '@/db/demo-schema'
import { answerFor, demoJson, demoSend, useDemoQuery, withQuery } from '@/lib/demo-query'

/** A folder or label of the sample data, or any other one an update put e-mails in. */
export type MailboxView = { folder: string; label?: undefined } | { folder?: undefined; label: string }

export interface EmailsAnswer {
  emails: Email[]
  emailsMeta: { inbox: number; draft: number; spam: number }
}

export type EmailWithNeighbours = Email & { hasPreviousMail: boolean; hasNextMail: boolean }

export const FOLDERS: { id: EmailFolder | 'starred'; title: string }[] = [
  { id: 'inbox', title: 'Inbox' },
  { id: 'sent', title: 'Sent' },
  { id: 'draft', title: 'Draft' },
  { id: 'starred', title: 'Starred' },
  { id: 'spam', title: 'Spam' },
  { id: 'trash', title: 'Trash' },
]

export const LABELS: { id: EmailLabel; title: string; dot: string }[] = [
  { id: 'personal', title: 'Personal', dot: 'bg-emerald-500' },
  { id: 'company', title: 'Company', dot: 'bg-brand-600' },
  { id: 'important', title: 'Important', dot: 'bg-amber-500' },
  { id: 'private', title: 'Private', dot: 'bg-red-500' },
]

/** The name of a folder or label as the sidebar shows it (an unknown folder by its id). */
export function mailboxTitle(view: MailboxView): string {
  if (view.label !== undefined) return LABELS.find((l) => l.id === view.label)?.title ?? view.label
  return FOLDERS.find((f) => f.id === view.folder)?.title ?? view.folder
}

/**
 * The e-mails of a folder or label. While a search narrows the list, the folder's e-mails stay on
 * screen; after a move to another folder or label, `emails` is empty until that one has loaded.
 */
export function useEmails(view: MailboxView, q: string) {
  const query = useDemoQuery<EmailsAnswer>(withQuery('/apps/email/emails', { folder: view.folder, label: view.label, q }))
  return { ...query, emails: answerFor(query, { folder: view.folder, label: view.label })?.emails }
}

export function useEmail(id: number | null) {
  return useDemoQuery<EmailWithNeighbours>(id === null ? null : withQuery('/apps/email/get-email', { id }))
}

type Updatable = Partial<Pick<Email, 'folder' | 'isRead' | 'isStarred' | 'isDeleted'>>

/** Applies the same fields to every chosen e-mail. */
export function updateEmails(emailIds: number[], dataToUpdate: Updatable) {
  return demoSend<{ emails: Email[] }>('/apps/email/update-emails', 'POST', { emailIds, dataToUpdate })
}

/** Adds the label to the e-mails that lack it and removes it from those that have it. */
export function toggleEmailLabel(emailIds: number[], label: EmailLabel) {
  return demoSend<{ emails: Email[] }>('/apps/email/update-emails-label', 'POST', { emailIds, label })
}

/** The previous or next e-mail of the same folder; null at either end. */
export async function neighbourEmail(emailId: number, dir: 'previous' | 'next'): Promise<EmailWithNeighbours | null> {
  try {
    return await demoJson<EmailWithNeighbours>(withQuery('/apps/email/paginate-email', { dir, emailId }))
  } catch {
    return null
  }
}
