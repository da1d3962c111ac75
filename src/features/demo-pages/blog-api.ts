import { useDemoQuery } from '@/lib/demo-query'
import type { BlogListItem, buildBlogDetail, buildBlogEdit, buildBlogSidebar } from '@seed/demo/blog'

// The shapes the demo API answers with, taken from the builders that make its data.
export type { BlogListItem }
export type BlogSidebar = ReturnType<typeof buildBlogSidebar>
export type BlogDetail = ReturnType<typeof buildBlogDetail>
export type BlogComment = BlogDetail['comments'][number]
export type BlogEdit = ReturnType<typeof buildBlogEdit>

export const useBlogList = () => useDemoQuery<BlogListItem[]>('/blog/list/data')
export const useBlogSidebar = () => useDemoQuery<BlogSidebar>('/blog/list/data/sidebar')
export const useBlogDetail = () => useDemoQuery<BlogDetail>('/blog/list/data/detail')
export const useBlogEdit = () => useDemoQuery<BlogEdit>('/blog/list/data/edit')

/** The detail of post `id`: the demo API has one article body, shown under each post's own title, author and tags. */
export function detailFor(detail: BlogDetail, list: BlogListItem[] | undefined, id: number | undefined): BlogDetail['blog'] {
  const item = id === undefined ? undefined : list?.find((p) => p.id === id)
  if (!item) return detail.blog
  return { ...detail.blog, title: item.title, avatar: item.avatar, userFullName: item.userFullName, createdTime: item.blogPosted, tags: item.tags, comments: item.comment }
}
