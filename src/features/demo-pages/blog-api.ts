import { useDemoQuery } from '@/lib/demo-query'

export interface BlogListItem {
  id: number
  img: string
  title: string
  avatar: string
  userFullName: string
  blogPosted: string
  tags: string[]
  excerpt: string
  comment: number
}
export interface BlogSidebar {
  recentPosts: { img: string; title: string; createdTime: string }[]
  categories: { category: string; icon: string }[]
}
export interface BlogComment {
  avatar: string
  userFullName: string
  commentedAt: string
  commentText: string
}
export interface BlogDetail {
  blog: { img: string; title: string; avatar: string; userFullName: string; createdTime: string; tags: string[]; content: string; comments: number; bookmarked: number }
  comments: BlogComment[]
}
export interface BlogEdit {
  avatar: string
  userFullName: string
  createdTime: string
  blogTitle: string
  blogCategories: { value: string; label: string }[]
  slug: string
  status: string
  excerpt: string
  featuredImage: string
}

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
