import { Bookmark, MessageSquare } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RichText } from '@/components/ui/rich-text'
import { Textarea } from '@/components/ui/textarea'
import { formatDate } from '@/lib/demo-format'
import { detailFor, useBlogDetail, useBlogList, type BlogComment } from './blog-api'
import { BlogCover, TagBadges } from './blog-bits'
import { BlogSidebar } from './blog-sidebar'
import { LoadState } from './load-state'

function CommentForm({ onAdd }: { onAdd: (c: BlogComment) => void }) {
  const [name, setName] = useState('')
  const [text, setText] = useState('')
  return (
    <form
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (!name.trim() || !text.trim()) return
        onAdd({ avatar: '', userFullName: name.trim(), commentedAt: new Date().toISOString(), commentText: text.trim() })
        setText('')
      }}
    >
      <Field label="Name" htmlFor="comment-name"><Input id="comment-name" value={name} onChange={(e) => setName(e.target.value)} required /></Field>
      <Field label="E-mail" htmlFor="comment-email"><Input id="comment-email" type="email" /></Field>
      <Field label="Comment" htmlFor="comment-text" className="sm:col-span-2"><Textarea id="comment-text" value={text} onChange={(e) => setText(e.target.value)} required /></Field>
      <div><Button type="submit">Post comment</Button></div>
    </form>
  )
}

export function BlogDetailPage({ id }: { id?: number }) {
  const detail = useBlogDetail()
  const list = useBlogList()
  const [added, setAdded] = useState<BlogComment[]>([])
  const recentIds = useMemo(() => new Map((list.data ?? []).map((p) => [p.title, p.id])), [list.data])
  const blog = detail.data ? detailFor(detail.data, list.data, id) : null
  const comments = [...(detail.data?.comments ?? []), ...added]
  return (
    <>
      <PageHeader title="Blog Detail" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid grid-cols-1 content-start gap-6">
          <LoadState loading={detail.loading && !detail.data} error={detail.error} label="Loading the post…" />
          {blog ? (
            <Card className="p-0">
              <BlogCover id={id ?? 1} title={blog.title} className="h-64" />
              <article className="p-6">
                <h2 className="text-2xl font-semibold text-foreground">{blog.title}</h2>
                <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Avatar name={blog.userFullName} size="sm" />
                  <span>by <span className="font-medium text-foreground">{blog.userFullName}</span></span>
                  <span aria-hidden>·</span>
                  <time dateTime={blog.createdTime}>{formatDate(blog.createdTime)}</time>
                </div>
                <div className="mt-3"><TagBadges tags={blog.tags} /></div>
                <RichText html={blog.content} className="mt-4" />
                <div className="mt-6 flex gap-6 border-t border-border pt-4 text-sm text-muted-foreground">
                  <span className="inline-flex items-center gap-1"><MessageSquare size={16} aria-hidden /> {blog.comments + added.length}</span>
                  <span className="inline-flex items-center gap-1"><Bookmark size={16} aria-hidden /> {blog.bookmarked}</span>
                </div>
              </article>
            </Card>
          ) : null}
          {blog ? (
            <section aria-labelledby="comments-title">
              <h2 id="comments-title" className="mb-4 text-xl font-semibold text-foreground">Comments</h2>
              <ul className="grid grid-cols-1 gap-4">
                {comments.map((c) => (
                  <li key={`${c.userFullName}-${c.commentedAt}`}>
                    <Card className="flex gap-4">
                      <Avatar name={c.userFullName} />
                      <div>
                        <p className="font-semibold text-foreground">{c.userFullName}</p>
                        <p className="text-xs text-muted-foreground">{formatDate(c.commentedAt)}</p>
                        <p className="mt-2 text-sm">{c.commentText}</p>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
              <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">Leave a comment</h2>
              <Card><CommentForm onAdd={(c) => setAdded((a) => [...a, c])} /></Card>
            </section>
          ) : null}
        </div>
        <BlogSidebar recentIds={recentIds} />
      </div>
    </>
  )
}
