import { anchorDate } from './dates'
import { avatarPath } from './names'

// The blog answers are fixed objects (list, sidebar, one detail, one edit form); they are
// stored as documents and returned whole.

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

export const BLOG_CATEGORIES = [
  { category: 'Fashion', icon: 'Watch' },
  { category: 'Food', icon: 'ShoppingCart' },
  { category: 'Gaming', icon: 'Command' },
  { category: 'Quote', icon: 'Hash' },
  { category: 'Video', icon: 'Video' },
]

const POSTS: [string, string, string[], string][] = [
  ['How a thirty-second hook travels further than a full song', 'Nadia Okafor', ['Video', 'Quote'], 'Short clips live or die in the first three seconds. Here is what we learned from a thousand campaigns.'],
  ['Five snacks that keep a studio session going', 'Theo Lindqvist', ['Food'], 'Long sessions need fuel that does not leave crumbs on the mixing desk.'],
  ['Dressing for the camera: colours that read well on phones', 'Mila Fontaine', ['Fashion', 'Video'], 'Bold solids beat fine patterns on a small screen. A quick guide for creators.'],
  ['The soundtrack of speedrunning', 'Ezra Novak', ['Gaming'], 'Why chiptune remixes keep showing up in gaming clips, and how artists can join in.'],
  ['"Make it once, make it honest"', 'Priya Chandra', ['Quote'], 'A conversation about authenticity, brand deals and saying no to the wrong campaign.'],
  ['Behind the scenes of a duet ad shoot', 'Owen Mercer', ['Video', 'Fashion'], 'From the brief to the final cut in forty-eight hours, with one phone and a ring light.'],
]

export function buildBlogList(): BlogListItem[] {
  return POSTS.map(([title, author, tags, excerpt], index) => ({
    id: index + 1,
    img: `/images/blog/${index + 1}.jpg`,
    title,
    avatar: avatarPath(index + 4),
    userFullName: author,
    blogPosted: anchorDate(-7 * (index + 1)),
    tags,
    excerpt,
    comment: 12 + index * 17,
  }))
}

export function buildBlogSidebar() {
  return {
    recentPosts: buildBlogList()
      .slice(0, 4)
      .map(({ img, title, blogPosted }) => ({ img, title, createdTime: blogPosted })),
    categories: BLOG_CATEGORIES,
  }
}

export function buildBlogDetail() {
  const first = buildBlogList()[0]
  return {
    blog: {
      img: '/images/blog/detail.jpg',
      title: first?.title ?? '',
      avatar: first?.avatar ?? '',
      userFullName: first?.userFullName ?? '',
      createdTime: first?.blogPosted ?? '',
      tags: first?.tags ?? [],
      content:
        '<p>Most people decide whether to keep watching a clip before the first beat lands. That is why the sounds that spread fastest open with their strongest idea: a vocal hook, a drop or a line people want to repeat.</p>' +
        '<p>Across our campaigns, sounds with a clear loop point were used twice as often as sounds that needed a long intro. Creators also favoured tracks with a gap for a spoken line.</p>' +
        '<h4>What to try next</h4><p>Cut a fifteen-second and a thirty-second version, mark the loop point, and give creators a one-line idea for how to use it. Then watch the approvals come in.</p>',
      comments: 19,
      bookmarked: 139,
    },
    comments: [
      { avatar: avatarPath(6), userFullName: 'Chloe Barnes', commentedAt: anchorDate(-3), commentText: 'The loop point tip is gold. Our last sound had a twelve-second intro and nobody used it.' },
      { avatar: avatarPath(9), userFullName: 'Samir Ellis', commentedAt: anchorDate(-2), commentText: 'Would love a follow-up on how brands pick sounds for duet ads.' },
    ],
  }
}

export function buildBlogEdit() {
  const first = buildBlogList()[0]
  return {
    avatar: first?.avatar ?? '',
    userFullName: first?.userFullName ?? '',
    createdTime: first?.blogPosted ?? '',
    blogTitle: first?.title ?? '',
    blogCategories: [
      { value: 'video', label: 'Video' },
      { value: 'quote', label: 'Quote' },
    ],
    slug: 'how-a-thirty-second-hook-travels-further-than-a-full-song',
    status: 'Published',
    excerpt: first?.excerpt ?? '',
    featuredImage: '/images/blog/detail.jpg',
  }
}
