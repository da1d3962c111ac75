import { useDemoQuery, withQuery } from '@/lib/demo-query'
import type { buildAccountSettings } from '@seed/demo/account-settings'
import type { buildFaqPage } from '@seed/demo/faq'
import type { KnowledgeBaseCategory, KnowledgeBaseCategoryDetail, KnowledgeBaseQuestion, KnowledgeBaseQuestionDetail } from '@seed/demo/knowledge-base'
import type { buildPricing } from '@seed/demo/pricing'
import type { buildProfile, ProfilePost } from '@seed/demo/profile'

// Shapes of the demo API's answers for the template pages: the types of the seed builders that
// make its data (see sw/demo and seed/demo), so the pages and the data cannot drift apart.

export type AccountSettings = ReturnType<typeof buildAccountSettings>
export type PricingData = ReturnType<typeof buildPricing>
export type PricingPlan = PricingData['basicPlan']
export type QandA = PricingData['qandA'][number]
export type FaqData = ReturnType<typeof buildFaqPage>
export type KbCategory = KnowledgeBaseCategory
export type KbQuestion = KnowledgeBaseQuestion
export type KbCategoryDetail = KnowledgeBaseCategoryDetail
export type KbQuestionDetail = KnowledgeBaseQuestionDetail

export const useAccountSettings = () => useDemoQuery<AccountSettings>('/account-setting/data')
export const usePricing = () => useDemoQuery<PricingData>('/pricing/data')
export const useFaq = (q: string) => useDemoQuery<FaqData>(withQuery('/faq/data', { q }))
export const useKnowledgeBase = (q: string) => useDemoQuery<KbCategory[]>(withQuery('/faq/data/knowledge_base', { q }))
export const useKbCategory = (category: string, q: string) => useDemoQuery<KbCategoryDetail>(withQuery('/faq/data/category', { category, q }))
export const useKbQuestion = (question: string) => useDemoQuery<KbQuestionDetail>(withQuery('/faq/data/question', { question }))

export type ProfileData = ReturnType<typeof buildProfile>
export type { ProfilePost }

export const useProfile = () => useDemoQuery<ProfileData>('/profile/data')
