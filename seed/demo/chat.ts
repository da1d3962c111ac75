import type { Chat, ChatContact, ChatMessage } from '../../src/db/demo-schema'
import { anchorIso } from './dates'
import { avatarPath } from './names'

/** The signed-in chat user; messages they send carry this id as senderId. */
export const CHAT_PROFILE_ID = 11

export function buildChatProfileUser() {
  return {
    id: CHAT_PROFILE_ID,
    avatar: avatarPath(11),
    fullName: 'Alex Morgan',
    role: 'admin',
    about: 'Producer and sound designer. Ask me about campaigns, slots and payouts.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  }
}

const CONTACTS: [string, string, ChatContact['status'], string][] = [
  ['Nadia Okafor', 'Artist', 'offline', 'Makes loop packs and short hooks for dance clips.'],
  ['Theo Lindqvist', 'Mixing Engineer', 'busy', 'Mixes for headphones first, phone speakers second.'],
  ['Mila Fontaine', 'Video Creator', 'online', 'Duets, transitions and the occasional cooking clip.'],
  ['Ezra Novak', 'Brand Manager', 'away', 'Looking for upbeat sounds for a summer advert.'],
  ['Priya Chandra', 'Creator', 'online', 'Dance tutorials, mostly in slow motion.'],
  ['Owen Mercer', 'Videographer', 'offline', 'Shoots duet ads with one phone and a ring light.'],
  ['Lena Quinn', 'Support', 'busy', 'Here to help with wallets, payouts and bank accounts.'],
  ['Hugo Ramos', 'Artist', 'away', 'Guitar loops and acoustic covers.'],
  ['Ines Valdez', 'Community Manager', 'offline', 'Runs the creator newsletter.'],
  ['Felix Barnes', 'Producer', 'online', 'Drum and bass, plus the odd lo-fi beat.'],
]

export function buildChatContacts(): ChatContact[] {
  return CONTACTS.map(([fullName, role, status, about], index) => ({
    id: index + 1,
    fullName,
    role,
    about,
    avatar: avatarPath(index + 2),
    status,
  }))
}

// [contact id, unseen messages, lines as [from me?, text]]
const CONVERSATIONS: [number, number, [boolean, string][]][] = [
  [1, 0, [[false, 'Hi Alex, did the new loop pack reach you?'], [true, 'It did, the third hook is great.'], [false, 'Glad you like it! Want me to open a campaign for it?'], [true, 'Yes, twenty slots to start.']]],
  [2, 1, [[true, 'Could you send the stems for the summer hook?'], [false, 'Uploading them now, give me ten minutes.']]],
  [3, 2, [[false, 'Our duet ad is live!'], [false, 'Thanks for the sound, it fits perfectly.']]],
  [4, 0, [[true, 'I have three sounds that could work for your advert.'], [false, 'Send them over, we decide on Friday.'], [true, 'Done. Let me know what the team thinks.']]],
  [7, 0, [[true, 'My withdrawal shows as pending since yesterday.'], [false, 'It settles within two working days; I will keep an eye on it.']]],
]

export function buildChats(): Chat[] {
  let minutesAgo = 0
  return CONVERSATIONS.map(([userId, unseenMsgs, lines], index) => {
    minutesAgo += 90
    const chat: ChatMessage[] = lines.map(([fromMe, message], i) => ({
      message,
      time: anchorIso(-(minutesAgo - i * 7) / (24 * 60)),
      senderId: fromMe ? CHAT_PROFILE_ID : userId,
      feedback: { isSent: true, isDelivered: true, isSeen: i < lines.length - unseenMsgs },
    }))
    return { id: index + 1, userId, unseenMsgs, chat }
  })
}
