import type { DemoDoc, DemoRow, DemoTableName } from '../../src/db/demo-schema'
import { buildAccountSettings } from './account-settings'
import { buildAutocomplete } from './autocomplete'
import { buildBlogDetail, buildBlogEdit, buildBlogList, buildBlogSidebar } from './blog'
import { buildCalendarEvents } from './calendar'
import { buildCardAnalytics, buildCardStatistics } from './cards'
import { buildChatContacts, buildChatProfileUser, buildChats } from './chat'
import { buildDataTableRows } from './datatable'
import { cardAnalyticsKey, cardStatisticsKey, DOC, knowledgeBaseCategoryKey, knowledgeBaseQuestionKey } from './doc-keys'
import { buildEmails } from './emails'
import { buildFaqPage } from './faq'
import { buildInvoiceClients, buildInvoices, INVOICE_PAYMENT_DETAILS } from './invoices'
import { buildKanbanBoards, buildKanbanTasks } from './kanban'
import { buildKnowledgeBase } from './knowledge-base'
import { buildPermissions } from './permissions'
import { buildPricing } from './pricing'
import { buildCart, buildProducts, buildWishlist } from './products'
import { buildProfile } from './profile'
import { buildSearchContacts, buildSearchFiles, buildSearchPages } from './search'
import { buildTodoTasks } from './todo'
import { buildUsers } from './users'

// Re-exported so callers of the seed have one entry point; the worker imports ./version
// directly to keep the sample data out of its bundle.
export { DEMO_SEED_VERSION } from './version'

/** One array of rows per demo table; the build writes each to `/seed/demo/<table>.json`. */
export type DemoSeed = { [K in DemoTableName]: DemoRow<K>[] }

function buildDocs(): DemoDoc[] {
  const kb = buildKnowledgeBase()
  const docs: DemoDoc[] = [
    { key: DOC.invoicePaymentDetails, value: INVOICE_PAYMENT_DETAILS },
    { key: DOC.blogList, value: buildBlogList() },
    { key: DOC.blogSidebar, value: buildBlogSidebar() },
    { key: DOC.blogDetail, value: buildBlogDetail() },
    { key: DOC.blogEdit, value: buildBlogEdit() },
    { key: DOC.pricing, value: buildPricing() },
    { key: DOC.accountSettings, value: buildAccountSettings() },
    { key: DOC.profile, value: buildProfile() },
    { key: DOC.faqPage, value: buildFaqPage() },
    { key: DOC.knowledgeBase, value: kb.categories },
    { key: DOC.searchFiles, value: buildSearchFiles() },
    { key: DOC.searchContacts, value: buildSearchContacts() },
    { key: DOC.chatProfileUser, value: buildChatProfileUser() },
  ]
  for (const detail of kb.details) docs.push({ key: knowledgeBaseCategoryKey(detail.category), value: detail })
  for (const question of kb.questions) docs.push({ key: knowledgeBaseQuestionKey(question.slug), value: question })
  for (const [name, value] of Object.entries(buildCardAnalytics())) docs.push({ key: cardAnalyticsKey(name), value })
  for (const [name, value] of Object.entries(buildCardStatistics())) docs.push({ key: cardStatisticsKey(name), value })
  return docs
}

/** The whole demo data set: deterministic, plain JSON-serialisable data. */
export function buildDemoSeed(): DemoSeed {
  const clients = buildInvoiceClients()
  return {
    emails: buildEmails(),
    kanbanBoards: buildKanbanBoards(),
    kanbanTasks: buildKanbanTasks(),
    invoices: buildInvoices(clients),
    invoiceClients: clients,
    calendarEvents: buildCalendarEvents(),
    demoUsers: buildUsers(),
    products: buildProducts(),
    wishlist: buildWishlist(),
    cart: buildCart(),
    datatableRows: buildDataTableRows(),
    permissions: buildPermissions(),
    autocomplete: buildAutocomplete(),
    searchPages: buildSearchPages(),
    chatContacts: buildChatContacts(),
    chats: buildChats(),
    todoTasks: buildTodoTasks(),
    demoDocs: buildDocs(),
  }
}
