import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { RichTextEditor } from '@/components/ui/rich-text-editor'
import { toast } from '@/lib/notify'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { formatDate } from '@/lib/demo-format'
import { useBlogEdit, type BlogEdit } from './blog-api'
import { BlogCover } from './blog-bits'
import { FeaturedImage } from './featured-image'
import { LoadState } from './load-state'

const CATEGORIES = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video']

function EditForm({ post }: { post: BlogEdit }) {
  const [title, setTitle] = useState(post.blogTitle)
  const [slug, setSlug] = useState(post.slug)
  const [status, setStatus] = useState(post.status)
  const [categories, setCategories] = useState(post.blogCategories.map((c) => c.label))
  return (
    <form
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        toast.success('Changes saved on this page (the demo keeps no blog edits).')
      }}
    >
      <Field label="Title" htmlFor="be-title"><Input id="be-title" value={title} onChange={(e) => setTitle(e.target.value)} /></Field>
      <Field label="Slug" htmlFor="be-slug"><Input id="be-slug" value={slug} onChange={(e) => setSlug(e.target.value)} /></Field>
      <div className="grid grid-cols-1 gap-1.5">
        <span id="be-cats" className="text-sm font-medium text-soft-foreground">Categories</span>
        <ToggleGroup type="multiple" value={categories} onValueChange={setCategories} aria-labelledby="be-cats" className="justify-start">
          {CATEGORIES.map((c) => <ToggleGroupItem key={c} value={c} size="sm" variant="outline">{c}</ToggleGroupItem>)}
        </ToggleGroup>
      </div>
      <Field label="Status" htmlFor="be-status">
        <NativeSelect id="be-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {['Published', 'Pending', 'Draft'].map((s) => <option key={s}>{s}</option>)}
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-1 gap-1.5 md:col-span-2">
        <span className="text-sm font-medium text-soft-foreground">Content</span>
        <RichTextEditor label="Post content" initial={`<p>${post.excerpt}</p>`} />
      </div>
      <div className="md:col-span-2"><FeaturedImage cover={<BlogCover id={1} title={title} className="h-28 w-44 rounded-lg" />} /></div>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit">Save changes</Button>
        <Button asChild variant="secondary"><Link to="/pages/blog/list">Cancel</Link></Button>
      </div>
    </form>
  )
}

export function BlogEditPage() {
  const { data, error, loading } = useBlogEdit()
  return (
    <>
      <PageHeader title="Blog Edit" />
      <LoadState loading={loading && !data} error={error} label="Loading the post…" />
      {data ? (
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <Avatar name={data.userFullName} />
            <div>
              <p className="font-semibold text-foreground">{data.userFullName}</p>
              <p className="text-sm text-muted-foreground">{formatDate(data.createdTime)}</p>
            </div>
          </div>
          <EditForm post={data} />
        </Card>
      ) : null}
    </>
  )
}
