import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('knowledge base', () => {
  it('lists the categories and searches them', async () => {
    const all = await call(ctx, 'GET', '/faq/data/knowledge_base')
    expect(all.status).toBe(200)
    expect(all.body.length).toBe(6)
    expect(Object.keys(all.body[0]).sort()).toEqual(['category', 'desc', 'id', 'img', 'title'])
    const found = await call(ctx, 'GET', '/faq/data/knowledge_base?q=WALLET')
    expect(found.body.map((c: { title: string }) => c.title)).toEqual(['Wallet & Payouts'])
  })

  it('serves one category with sections of questions', async () => {
    const { body } = await call(ctx, 'GET', '/faq/data/category?category=wallet-and-payouts')
    expect(body.title).toBe('Wallet & Payouts')
    const question = body.sections[0].questions[0]
    expect(Object.keys(question).sort()).toEqual(['id', 'question', 'slug'])
    const first = await call(ctx, 'GET', '/faq/data/category')
    expect(first.body.category).toBe('getting-started')
    const filtered = await call(ctx, 'GET', '/faq/data/category?category=wallet-and-payouts&q=bank')
    const questions = filtered.body.sections.flatMap((s: { questions: { question: string }[] }) => s.questions)
    expect(questions.map((q: { question: string }) => q.question)).toEqual(['How do I add a bank account?'])
    expect((await call(ctx, 'GET', '/faq/data/category?category=nope')).status).toBe(404)
  })

  it('serves a question by slug with related questions', async () => {
    const category = await call(ctx, 'GET', '/faq/data/category?category=sound-campaigns')
    const slug = category.body.sections[1].questions[0].slug
    const { status, body } = await call(ctx, 'GET', `/faq/data/question?question=${slug}`)
    expect(status).toBe(200)
    expect(body.title).toBe('How long do I have to approve a use?')
    expect(body.content).toContain('72 hours')
    expect(body.relatedQuestions.length).toBeGreaterThan(0)
    expect(body.relatedQuestions.map((q: { slug: string }) => q.slug)).not.toContain(slug)
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await call(ctx, 'GET', '/faq/data/question?question=nope')).status).toBe(404)
  })

  it('opens the first question of a category when none is named', async () => {
    const { body } = await call(ctx, 'GET', '/faq/data/question?category=for-creators')
    expect(body.category).toBe('for-creators')
    expect(body.title).toBe('How long does a slot hold last?')
  })
})

describe('FAQ page', () => {
  it('serves the groups and filters questions by q', async () => {
    const all = await call(ctx, 'GET', '/faq/data')
    expect(Object.keys(all.body)).toEqual(['payment', 'campaigns', 'account'])
    const found = await call(ctx, 'GET', '/faq/data?q=password')
    expect(Object.keys(found.body)).toEqual(['account'])
    expect(found.body.account.qandA).toHaveLength(1)
  })
})
