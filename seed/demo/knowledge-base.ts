import { anchorDate, slugify } from './dates'

// The knowledge base: a list of categories, each with sections of questions, and one detail
// page per question. Stored as documents keyed by category and question slug.

export interface KnowledgeBaseCategory {
  id: number
  category: string
  img: string
  title: string
  desc: string
}

export interface KnowledgeBaseQuestion {
  id: number
  question: string
  slug: string
}

export interface KnowledgeBaseSection {
  id: number
  title: string
  icon: string
  iconColor: string
  questions: KnowledgeBaseQuestion[]
}

export interface KnowledgeBaseCategoryDetail {
  category: string
  title: string
  sections: KnowledgeBaseSection[]
}

export interface KnowledgeBaseQuestionDetail {
  slug: string
  category: string
  title: string
  lastUpdated: string
  relatedQuestions: KnowledgeBaseQuestion[]
  content: string
}

type Section = [title: string, icon: string, iconColor: string, questions: [question: string, answer: string][]]

const CATEGORIES: [title: string, desc: string, sections: Section[]][] = [
  ['Getting Started', 'Create an account, pick a role and find your way around the portal.', [
    ['Your account', 'User', 'text-primary', [
      ['How do I choose between artist, creator and brand?', 'Pick the role that matches what you will do most: artists upload sounds, creators use them in videos and brands request adverts. A creator can later apply to become a brand.'],
      ['Why is my new account pending?', 'Every new account is checked by an admin before it can fund or join campaigns. Most accounts are approved within one working day.'],
      ['Can I change my e-mail address?', 'Yes. Open your profile, change the address and confirm it from the message we send to the new address.'],
    ]],
    ['Finding your way', 'Compass', 'text-success', [
      ['Where do I see my notifications?', 'The bell in the top bar lists every approval, payout and account change, newest first.'],
      ['Does the app work offline?', 'Yes. Screens open with the last data you saw, and anything you do offline is sent as soon as you reconnect.'],
    ]],
  ]],
  ['Sound Campaigns', 'Upload a sound, fund its slots and approve the videos that use it.', [
    ['Creating a campaign', 'Music', 'text-warning', [
      ['How do slots and escrow work?', 'When you create a sound you choose the number of slots and the pay per approved use. That amount is set aside from your wallet and paid out as uses are approved.'],
      ['Can I add reference videos later?', 'Yes. Open the sound and add more video links at any time; creators see them straight away.'],
    ]],
    ['Approving uses', 'CheckCircle', 'text-info', [
      ['How long do I have to approve a use?', 'Uses left undecided for 72 hours are approved automatically, so creators are never left waiting.'],
      ['Can I approve everything at once?', 'Yes. The verifications screen has an approve-all action for the uses you have reviewed.'],
      ['What happens when I reject a use?', 'The creator is notified and the slot becomes free again for someone else.'],
    ]],
  ]],
  ['For Creators', 'Hold a slot, post your video and get paid for every approved use.', [
    ['Using sounds', 'Video', 'text-danger', [
      ['How long does a slot hold last?', 'Each sound sets its own hold time. If you do not submit a link before it ends, the slot is released.'],
      ['Can I submit the same video twice?', 'No. Each link can be submitted once, and you can use each sound once unless it is an influencer campaign.'],
    ]],
    ['Influencer sounds', 'Star', 'text-primary', [
      ['Who can join influencer campaigns?', 'Creators with the influencer flag and an enabled spam-video status can join them and submit several links per slot.'],
      ['How are clicks counted?', 'Each creator gets a tracking link per sound. Clicks are counted once per visitor per day.'],
    ]],
  ]],
  ['Brand Requests', 'Request duet or scripted advert videos and follow their progress.', [
    ['Requesting videos', 'Briefcase', 'text-success', [
      ['What is the difference between a duet and a scripted request?', 'A duet request asks creators to duet a video you provide; a scripted request gives them a script to perform.'],
      ['How do I follow my requests?', 'My Adverts lists every request with its slots, submissions and approvals.'],
    ]],
    ['Budget', 'DollarSign', 'text-warning', [
      ['When is my wallet charged?', 'The full budget is set aside when you submit the request and paid out per approved video.'],
      ['Can I get unspent budget back?', 'Yes. When a request closes, anything not paid out returns to your available balance.'],
    ]],
  ]],
  ['Wallet & Payouts', 'Fund your wallet, add a bank account and withdraw your earnings.', [
    ['Your wallet', 'CreditCard', 'text-info', [
      ['Why is part of my balance on hold?', 'Money set aside for open campaigns or pending withdrawals is shown as held until it is spent or released.'],
      ['How do I fund my wallet?', 'Choose Fund wallet, enter an amount and complete the payment with the provider.'],
    ]],
    ['Withdrawals', 'Send', 'text-danger', [
      ['How long does a withdrawal take?', 'Most withdrawals settle within two working days. If one fails, the money returns to your wallet.'],
      ['How do I add a bank account?', 'Enter your bank and account number; we look up the account name so you can confirm it is yours.'],
    ]],
  ]],
  ['Account & Security', 'Keep your account safe and your details up to date.', [
    ['Signing in', 'Lock', 'text-primary', [
      ['I forgot my password. What now?', 'Use Forgot password on the sign-in page. The reset code we e-mail you works once and expires after an hour.'],
      ['Why was I signed out?', 'Sessions expire for your safety. Sign in again and anything you did offline is sent afterwards.'],
    ]],
    ['Privacy', 'Shield', 'text-success', [
      ['Who can see my wallet?', 'Only you and the portal admins can see your balance and transactions.'],
      ['How do I delete my account?', 'Ask an admin to delete it. Pending payouts are settled first.'],
    ]],
  ]],
]

export function buildKnowledgeBase() {
  const categories: KnowledgeBaseCategory[] = []
  const details: KnowledgeBaseCategoryDetail[] = []
  const questions: KnowledgeBaseQuestionDetail[] = []
  let questionId = 0
  let sectionId = 0
  CATEGORIES.forEach(([title, desc, sections], index) => {
    const category = slugify(title)
    categories.push({ id: index + 1, category, img: `/images/illustration/kb-${index + 1}.svg`, title, desc })
    const answers = new Map<string, string>()
    const built = sections.map(([sectionTitle, icon, iconColor, pairs]) => ({
      id: ++sectionId,
      title: sectionTitle,
      icon,
      iconColor,
      questions: pairs.map(([question, answer]) => {
        const slug = slugify(question)
        answers.set(slug, answer)
        return { id: ++questionId, question, slug }
      }),
    }))
    details.push({ category, title, sections: built })
    const all = built.flatMap((section) => section.questions)
    for (const [position, question] of all.entries()) {
      questions.push({
        slug: question.slug,
        category,
        title: question.question,
        lastUpdated: anchorDate(-(question.id * 3)),
        relatedQuestions: all.filter((other) => other.slug !== question.slug).slice(0, 4),
        content:
          `<p>${answers.get(question.slug) ?? ''}</p>` +
          `<p>This article is part of ${title}. If it does not answer your question, the other articles in this category cover related topics, and support replies within one working day.</p>` +
          (position % 2 === 0 ? '<h5>Good to know</h5><p>Changes you make offline are kept on your device and sent as soon as you are back online.</p>' : ''),
      })
    }
  })
  return { categories, details, questions }
}
