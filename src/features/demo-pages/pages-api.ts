import { useDemoQuery, withQuery } from '@/lib/demo-query'

// Shapes of the demo API's answers for the template pages (see sw/demo and seed/demo).

export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string }
  info: { bio: string; dob: string; country: string; website: string; phone: string }
  social: {
    socialLinks: Record<'twitter' | 'facebook' | 'google' | 'linkedIn' | 'instagram' | 'quora', string>
    connections: Record<'twitter' | 'google' | 'facebook' | 'github', { profileImg?: string; id?: string }>
  }
  notification: Record<'commentOnArticle' | 'answerOnForm' | 'followMe' | 'newAnnouncements' | 'productUpdates' | 'blogDigest', boolean>
}

export interface QandA {
  question: string
  ans: string
}

export interface PricingPlan {
  title: string
  subtitle: string
  monthlyPrice: number
  yearlyPlan: { perMonth: number; totalAnnual: number }
  planBenefits: string[]
  popular: boolean
}

export interface PricingData {
  basicPlan: PricingPlan
  standardPlan: PricingPlan
  enterprisePlan: PricingPlan
  qandA: QandA[]
}

export type FaqData = Record<string, { icon: string; title: string; subtitle: string; qandA: QandA[] }>

export interface KbCategory {
  id: number
  category: string
  title: string
  desc: string
}
export interface KbQuestion {
  id: number
  question: string
  slug: string
}
export interface KbCategoryDetail {
  category: string
  title: string
  sections: { id: number; title: string; icon: string; iconColor: string; questions: KbQuestion[] }[]
}
export interface KbQuestionDetail {
  slug: string
  category: string
  title: string
  lastUpdated: string
  relatedQuestions: KbQuestion[]
  content: string
}

export const useAccountSettings = () => useDemoQuery<AccountSettings>('/account-setting/data')
export const usePricing = () => useDemoQuery<PricingData>('/pricing/data')
export const useFaq = (q: string) => useDemoQuery<FaqData>(withQuery('/faq/data', { q }))
export const useKnowledgeBase = (q: string) => useDemoQuery<KbCategory[]>(withQuery('/faq/data/knowledge_base', { q }))
export const useKbCategory = (category: string, q: string) => useDemoQuery<KbCategoryDetail>(withQuery('/faq/data/category', { category, q }))
export const useKbQuestion = (question: string) => useDemoQuery<KbQuestionDetail>(withQuery('/faq/data/question', { question }))

interface Person {
  avatar: string
  username: string
}
export interface ProfilePost extends Person {
  postTime: string
  postText: string
  postImg?: string
  postVid?: string
  likes: number
  youLiked: boolean
  comments: number
  share: number
  likedUsers: Person[]
  likedCount: number
  detailedComments: (Person & { comment: string; commentsLikes: number; youLiked: boolean })[]
}
export interface ProfileData {
  header: { avatar: string; username: string; designation: string; coverImg: string }
  userAbout: { about: string; joined: string; lives: string; email: string; website: string }
  suggestedPages: (Person & { subtitle: string; favorite: boolean })[]
  twitterFeeds: { imgUrl: string; title: string; id: string; tags: string; desc: string; favorite: boolean }[]
  posts: ProfilePost[]
  latestPhotos: { img: string }[]
  suggestions: (Person & { name: string; mutualFriend: string })[]
  polls: { name: string; result: string; votedUser: { img: string; username: string }[] }[]
}

export const useProfile = () => useDemoQuery<ProfileData>('/profile/data')
