import { avatarPath } from './names'

/** A connected account: empty until the network is connected. */
export interface Connection {
  profileImg?: string
  id?: string
}

export function buildAccountSettings() {
  const connections: Record<'twitter' | 'google' | 'facebook' | 'github', Connection> = {
    twitter: { profileImg: avatarPath(11), id: 'alexmorgan' },
    google: { profileImg: avatarPath(3), id: 'alex.morgan' },
    facebook: {},
    github: {},
  }
  return {
    general: {
      avatar: avatarPath(11),
      username: 'alexmorgan',
      fullName: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      company: 'Brightwave Studios',
    },
    info: {
      bio: 'Producer and sound designer. I make short, loopable hooks for creators and help brands find the right sound.',
      dob: '1994-05-12',
      country: 'United Kingdom',
      website: 'https://alexmorgan.example.com',
      phone: '(555) 437-0192',
    },
    social: {
      socialLinks: {
        twitter: 'https://twitter.example.com/alexmorgan',
        facebook: '',
        google: '',
        linkedIn: 'https://linkedin.example.com/in/alexmorgan',
        instagram: '',
        quora: '',
      },
      connections,
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: true,
      blogDigest: false,
    },
  }
}
