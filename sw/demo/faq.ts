import type { AppDB } from '../../src/db/db'
import type {
  KnowledgeBaseCategory,
  KnowledgeBaseCategoryDetail,
  KnowledgeBaseQuestionDetail,
} from '../../seed/demo/knowledge-base'
import { DOC, knowledgeBaseCategoryKey, knowledgeBaseQuestionKey } from '../../seed/demo/doc-keys'
import { matchesQuery, readDoc } from './list'
import { queryOf, textParam } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

interface FaqGroup {
  qandA: { question: string; ans: string }[]
}

const slugParam = (query: URLSearchParams, ...names: string[]) =>
  names.map((name) => textParam(query, name)).find(Boolean) ?? ''

async function categoryDetail(req: Request, db: AppDB) {
  const query = queryOf(req)
  const categories = await readDoc<KnowledgeBaseCategory[]>(db, DOC.knowledgeBase)
  // Without a category the first one is shown, as the template's single sample category was.
  const slug = slugParam(query, 'category', 'slug') || categories[0]?.category || ''
  const row = await db.demoDocs.get(knowledgeBaseCategoryKey(slug))
  if (!row) throw notFound(`Knowledge base category ${slug} not found`)
  return row.value as KnowledgeBaseCategoryDetail
}

export const faqRoutes: DemoRoute[] = [
  // The FAQ page (/pages/faq): not in the specification's call list, but the page needs it.
  defineRoute('GET', '/faq/data', async (req, _params, { db }) => {
    const q = textParam(queryOf(req), 'q')
    const groups = await readDoc<Record<string, FaqGroup>>(db, DOC.faqPage)
    const filtered = Object.entries(groups).flatMap(([key, group]) => {
      const qandA = group.qandA.filter((item) => matchesQuery(q, item.question, item.ans))
      return qandA.length || !q ? [[key, { ...group, qandA }] as const] : []
    })
    return json(200, Object.fromEntries(filtered))
  }),

  defineRoute('GET', '/faq/data/knowledge_base', async (req, _params, { db }) => {
    const q = textParam(queryOf(req), 'q')
    const categories = await readDoc<KnowledgeBaseCategory[]>(db, DOC.knowledgeBase)
    return json(200, categories.filter((category) => matchesQuery(q, category.title, category.desc)))
  }),

  defineRoute('GET', '/faq/data/category', async (req, _params, { db }) => {
    const q = textParam(queryOf(req), 'q')
    const detail = await categoryDetail(req, db)
    const sections = detail.sections
      .map((section) => ({ ...section, questions: section.questions.filter((item) => matchesQuery(q, item.question)) }))
      .filter((section) => section.questions.length > 0 || !q)
    return json(200, { ...detail, sections })
  }),

  defineRoute('GET', '/faq/data/question', async (req, _params, { db }) => {
    const query = queryOf(req)
    let slug = slugParam(query, 'question', 'slug')
    if (!slug) {
      // No question named: open the first question of the requested (or first) category.
      const detail = await categoryDetail(req, db)
      slug = detail.sections[0]?.questions[0]?.slug ?? ''
    }
    const row = await db.demoDocs.get(knowledgeBaseQuestionKey(slug))
    if (!row) throw notFound(`Knowledge base question ${slug} not found`)
    return json(200, row.value as KnowledgeBaseQuestionDetail)
  }),
]
