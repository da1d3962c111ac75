// Keys of the read-only sample objects in the `demoDocs` table, shared by the seed builder and
// the worker's handlers (this file holds no data, so the worker may import it).
export const DOC = {
  invoicePaymentDetails: 'invoice-payment-details',
  blogList: 'blog-list',
  blogSidebar: 'blog-sidebar',
  blogDetail: 'blog-detail',
  blogEdit: 'blog-edit',
  pricing: 'pricing',
  accountSettings: 'account-settings',
  profile: 'profile',
  faqPage: 'faq-page',
  knowledgeBase: 'faq-knowledge-base',
  searchFiles: 'search-files',
  searchContacts: 'search-contacts',
  chatProfileUser: 'chat-profile-user',
} as const

export const knowledgeBaseCategoryKey = (slug: string) => `faq-category:${slug}`
export const knowledgeBaseQuestionKey = (slug: string) => `faq-question:${slug}`
export const cardAnalyticsKey = (name: string) => `card-analytics/${name}`
export const cardStatisticsKey = (name: string) => `card-statistics/${name}`
