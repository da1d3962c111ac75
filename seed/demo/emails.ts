import type { Email, EmailAttachment, EmailFolder, EmailLabel, EmailReply } from '../../src/db/demo-schema'
import { anchorIso } from './dates'
import { avatarPath, DOMAINS, emailOf, makePeople } from './names'
import { createRng, type Rng } from './prng'

/** The owner of the demo mailbox: sent and draft mail comes from them, inbox mail goes to them. */
export const MAILBOX_OWNER = { name: 'Alex Morgan', email: 'alex.morgan@example.com', avatar: avatarPath(1) }

// [subject, opening paragraph]: each message reads as one coherent e-mail.
const TOPICS: [string, string][] = [
  ['Feedback on the new mix', 'I listened to the latest version this morning and the chorus finally sits where it should. The low end is much cleaner, and the vocal no longer fights with the synth line.'],
  ['Studio schedule for next week', 'Attached is the schedule we discussed. If any of the dates clash with your other bookings, let me know by Wednesday and I will shuffle things around.'],
  ['Your sound campaign is live', 'Your campaign reached its first hundred approved uses over the weekend. Most of the traction came from short dance clips, so a second round aimed at that audience may be worth it.'],
  ['Quick question about licensing', 'Could you confirm the licence terms before we publish? The brand wants to run the clip for three months on two platforms, and I would rather not guess.'],
  ['Server maintenance window', 'We are planning a short maintenance window on Sunday night. Uploads will pause for about an hour, but nothing already published will be affected.'],
  ['Meeting notes: launch planning', 'Thanks again for joining the call yesterday. I have written up the action items below so we all remember who is doing what before the launch.'],
  ['Payout confirmation', 'The payout for last month has been sent to your registered bank account. It usually lands within two working days, depending on your bank.'],
  ['Photos from the shoot', 'I have shared a folder with the photos from the shoot. Pick your three favourites and we will use them for the release artwork and the profile banner.'],
  ['Quarterly budget review', 'Our budget for the next quarter is tighter than expected, so I suggest we focus on the two campaigns that performed best and pause the rest.'],
  ['Draft: press release', 'Here is the draft of the press release. Please check the quotes and the release date; everything else can still change before Friday.'],
  ['Updated style guide', 'The new style guide is ready. It covers logo spacing, colours and the tone we want in captions, with a few examples of what works well.'],
  ['Reminder: contract renewal', 'Just a friendly reminder that the contract renews at the end of the month. Nothing changes unless you want it to, but now is a good time to ask for edits.'],
  ['Re: Duet ad brief', 'The brand liked the first cut of the duet ad. They would like the logo to appear a second earlier and the sound to fade out rather than stop.'],
  ['Podcast guest invitation', 'We are recording an episode about how short clips change the way people find music, and we would love to have you as a guest next month.'],
  ['Congratulations on 1,000 uses', 'Your summer hook has now been used in more than a thousand approved videos. That puts it in the top ten sounds on the portal this month.'],
  ['Limited offer on studio headphones', 'This week only, our closed-back studio headphones are twenty percent off for portal members. The offer ends on Sunday at midnight.'],
  ['Account security notice', 'We noticed a sign-in to your account from a new device. If this was you, there is nothing to do; if not, please reset your password straight away.'],
  ['Team lunch on Friday', 'We are booking a table for the team lunch on Friday at one. Let me know if you can make it and whether you have any dietary needs.'],
]

const CLOSINGS = [
  'Let me know if you have any questions.',
  'Happy to talk it through on a quick call if that is easier.',
  'Thanks for your patience while we sort this out.',
  'Looking forward to hearing what you think.',
  'Have a great rest of the week.',
] as const

const ATTACHMENTS: EmailAttachment[] = [
  { fileName: 'schedule.pdf', thumbnail: '/images/icons/pdf.png', url: '', size: '210kb' },
  { fileName: 'mix-notes.txt', thumbnail: '/images/icons/txt.png', url: '', size: '4kb' },
  { fileName: 'artwork.png', thumbnail: '/images/icons/jpg.png', url: '', size: '1.2mb' },
  { fileName: 'budget.xlsx', thumbnail: '/images/icons/xls.png', url: '', size: '64kb' },
  { fileName: 'contract.docx', thumbnail: '/images/icons/doc.png', url: '', size: '88kb' },
]

const LABELS: EmailLabel[] = ['personal', 'company', 'important', 'private']

// 40 messages: the order below is shuffled, so every folder gets a spread of dates.
const FOLDERS: EmailFolder[] = [
  ...Array<EmailFolder>(20).fill('inbox'),
  ...Array<EmailFolder>(6).fill('sent'),
  ...Array<EmailFolder>(4).fill('draft'),
  ...Array<EmailFolder>(5).fill('spam'),
  ...Array<EmailFolder>(5).fill('trash'),
]

const REPLY = 'Thanks, that all makes sense. I will get back to you by the end of the day.'

function message(rng: Rng, greeting: string, body: string, signature: string): string {
  return `<p>Hi ${greeting},</p><p>${body}</p><p>${rng.pick(CLOSINGS)}</p><p>Best regards,</p><p>${signature}</p>`
}

export function buildEmails(): Email[] {
  const rng = createRng(0xe3a11)
  const people = makePeople(rng, 24)
  const folders = rng.some(FOLDERS, FOLDERS.length)
  let hoursAgo = 1
  return folders.map((folder, index) => {
    const id = index + 1
    const person = rng.pick(people)
    const contact = { name: person.fullName, email: emailOf(person, rng.pick(DOMAINS)), avatar: avatarPath(rng.int(2, 20)) }
    const outgoing = folder === 'sent' || folder === 'draft'
    const from = outgoing ? MAILBOX_OWNER : contact
    const to = outgoing ? [{ name: contact.name, email: contact.email }] : [{ name: 'me', email: MAILBOX_OWNER.email }]
    const [subject, body] = rng.pick(TOPICS)
    hoursAgo += rng.int(3, 20)
    const time = anchorIso(-hoursAgo / 24)
    const base: EmailReply = {
      id,
      from,
      to,
      subject,
      cc: rng.chance(0.2) ? [emailOf(rng.pick(people), 'example.org')] : [],
      bcc: [],
      message: message(rng, outgoing ? person.first : 'Alex', body, from.name),
      attachments: rng.chance(0.3) ? rng.some(ATTACHMENTS, rng.int(1, 2)) : [],
      time,
    }
    // Only delivered conversations have replies; drafts, spam and trash stay single messages.
    const replies: EmailReply[] = []
    if ((folder === 'inbox' || folder === 'sent') && rng.chance(0.25)) {
      const replier = outgoing ? contact : MAILBOX_OWNER
      replies.push({
        ...base,
        id: id * 100 + 1,
        from: replier,
        to: [{ name: from.name, email: from.email }],
        subject: `Re: ${subject}`,
        attachments: [],
        message: message(rng, outgoing ? 'Alex' : person.first, REPLY, replier.name),
        time: anchorIso(-(hoursAgo - 1) / 24),
      })
    }
    return {
      ...base,
      isStarred: rng.chance(0.25),
      labels: rng.some(LABELS, rng.int(0, 2)),
      replies,
      folder,
      isRead: folder === 'sent' || rng.chance(0.5),
      isDeleted: folder === 'trash' && rng.chance(0.5),
    }
  })
}
