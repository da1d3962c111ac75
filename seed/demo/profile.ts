import { anchorDate } from './dates'
import { avatarPath } from './names'

const person = (n: number, username: string) => ({ avatar: avatarPath(n), username })

export interface ProfilePerson {
  avatar: string
  username: string
}

/** A post on the profile's timeline: a photo or a video, or text alone. */
export interface ProfilePost extends ProfilePerson {
  postTime: string
  postText: string
  postImg?: string
  postVid?: string
  likes: number
  youLiked: boolean
  comments: number
  share: number
  likedUsers: ProfilePerson[]
  likedCount: number
  detailedComments: (ProfilePerson & { comment: string; commentsLikes: number; youLiked: boolean })[]
}

export function buildProfile() {
  return {
    header: {
      avatar: avatarPath(11),
      username: 'Alex Morgan',
      designation: 'Producer & Sound Designer',
      coverImg: '/images/profile/user-uploads/timeline.jpg',
    },
    userAbout: {
      about: 'I make short, loopable hooks for creators and help brands find the right sound for their adverts.',
      joined: anchorDate(-820),
      lives: 'Manchester, United Kingdom',
      email: 'alex.morgan@example.com',
      website: 'alexmorgan.example.com',
    },
    suggestedPages: [
      { ...person(12, 'Lo-fi Collective'), subtitle: 'Music', favorite: false },
      { ...person(13, 'Studio Tips Daily'), subtitle: 'Education', favorite: false },
      { ...person(14, 'Dance Clip Weekly'), subtitle: 'Video creator', favorite: true },
      { ...person(15, 'Brightwave Studios'), subtitle: 'Company', favorite: false },
      { ...person(16, 'Home Recording Club'), subtitle: 'Community', favorite: true },
    ],
    twitterFeeds: [
      { imgUrl: avatarPath(5), title: 'Nadia Okafor', id: 'nadiamakesbeats', tags: '#sound #loop', desc: 'New loop pack is out: twelve hooks under fifteen seconds, all cleared for short videos.', favorite: false },
      { imgUrl: avatarPath(6), title: 'Theo Lindqvist', id: 'theomixes', tags: '#mixing', desc: 'Mix on headphones, check on a phone speaker. That is where your audience listens.', favorite: true },
      { imgUrl: avatarPath(7), title: 'Mila Fontaine', id: 'milafilms', tags: '#creators #duet', desc: 'Our duet ad went live this morning. Thanks to everyone who joined the campaign!', favorite: false },
    ],
    posts: <ProfilePost[]>[
      {
        ...person(11, 'Alex Morgan'),
        postTime: anchorDate(-1),
        postText: 'Finished the summer hook today. Forty-eight creators held a slot within the first hour, which is a new record for me.',
        postImg: '/images/profile/post-media/2.jpg',
        likes: 1240,
        youLiked: true,
        comments: 1250,
        share: 1100,
        likedUsers: [person(2, 'Nadia Okafor'), person(3, 'Theo Lindqvist'), person(4, 'Mila Fontaine')],
        likedCount: 140,
        detailedComments: [
          { ...person(5, 'Ezra Novak'), comment: 'That drop is going to be everywhere by July.', commentsLikes: 34, youLiked: false },
          { ...person(6, 'Priya Chandra'), comment: 'Held a slot, filming tonight!', commentsLikes: 21, youLiked: true },
        ],
      },
      {
        ...person(11, 'Alex Morgan'),
        postTime: anchorDate(-6),
        postText: 'Studio day with the new monitors. Small room, big difference once the foam panels went up.',
        postVid: '/videos/studio-day.mp4',
        likes: 870,
        youLiked: false,
        comments: 96,
        share: 42,
        likedUsers: [person(7, 'Owen Mercer'), person(8, 'Lena Quinn')],
        likedCount: 61,
        detailedComments: [{ ...person(9, 'Hugo Ramos'), comment: 'Which panels did you use?', commentsLikes: 3, youLiked: false }],
      },
    ],
    latestPhotos: Array.from({ length: 9 }, (_, i) => ({ img: `/images/profile/user-uploads/user-${String(i + 1).padStart(2, '0')}.jpg` })),
    suggestions: [
      { ...person(12, 'Jade Keller'), name: 'Jade Keller', mutualFriend: '6 Mutual Friends' },
      { ...person(13, 'Cole Mercer'), name: 'Cole Mercer', mutualFriend: '3 Mutual Friends' },
      { ...person(14, 'Sana Ito'), name: 'Sana Ito', mutualFriend: '12 Mutual Friends' },
      { ...person(15, 'Rowan Ellis'), name: 'Rowan Ellis', mutualFriend: '1 Mutual Friend' },
    ],
    polls: [
      { name: 'Lo-fi', result: '82%', votedUser: [{ img: avatarPath(2), username: 'Nadia Okafor' }, { img: avatarPath(3), username: 'Theo Lindqvist' }] },
      { name: 'Afrobeats', result: '67%', votedUser: [{ img: avatarPath(4), username: 'Mila Fontaine' }] },
      { name: 'Drum & Bass', result: '41%', votedUser: [{ img: avatarPath(5), username: 'Ezra Novak' }] },
    ],
  }
}
