// The FAQ page's groups of questions (the knowledge base lives in knowledge-base.ts).
export function buildFaqPage() {
  return {
    payment: {
      icon: 'CreditCard',
      title: 'Payment',
      subtitle: 'Which payment methods are accepted?',
      qandA: [
        { question: 'Which payment methods can I use?', ans: 'Cards and bank transfers through our payment provider. The wallet is funded in the currency of the portal.' },
        { question: 'Do you charge a fee?', ans: 'A small platform fee is taken from each payout to a creator; funding your wallet is free.' },
        { question: 'Can I get an invoice?', ans: 'Yes. Every funding payment has a receipt you can download from Transactions.' },
      ],
    },
    campaigns: {
      icon: 'Music',
      title: 'Campaigns',
      subtitle: 'How sound campaigns work.',
      qandA: [
        { question: 'How many slots should I open?', ans: 'Start with ten to twenty. You can always open a second campaign for the same sound later.' },
        { question: 'Who approves uses?', ans: 'You do, or an admin. Uses left undecided for 72 hours are approved automatically.' },
        { question: 'What if a video is removed?', ans: 'Report it from the verifications screen and an admin will review the payment.' },
      ],
    },
    account: {
      icon: 'User',
      title: 'My Account',
      subtitle: 'Managing your profile and security.',
      qandA: [
        { question: 'How do I reset my password?', ans: 'Use Forgot password on the sign-in page; the code we send expires after one hour.' },
        { question: 'Can I have two roles?', ans: 'A creator can apply to become a brand. Other role changes are made by an admin.' },
        { question: 'How do I change my e-mail address?', ans: 'Edit it in your profile and confirm it from the message sent to the new address.' },
      ],
    },
  }
}
