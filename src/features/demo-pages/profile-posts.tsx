import { Heart, MessageSquare, Play, Share2 } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatCompact, formatDate } from '@/lib/demo-format'
import { cn } from '@/lib/cn'
import type { ProfilePost } from './pages-api'

function Post({ post, index }: { post: ProfilePost; index: number }) {
  const [liked, setLiked] = useState(post.youLiked)
  const [comments, setComments] = useState(post.detailedComments)
  const [draft, setDraft] = useState('')
  const likes = post.likes + (liked === post.youLiked ? 0 : liked ? 1 : -1)
  return (
    <Card>
      <div className="flex items-center gap-3">
        <Avatar name={post.username} />
        <div>
          <p className="font-semibold text-foreground">{post.username}</p>
          <p className="text-xs text-muted-foreground">{formatDate(post.postTime)}</p>
        </div>
      </div>
      <p className="mt-4 text-sm">{post.postText}</p>
      <div aria-hidden className={cn('mt-4 flex h-56 items-center justify-center rounded-lg bg-gradient-to-br text-white', index % 2 ? 'from-slate-800 to-brand-700' : 'from-amber-500 to-rose-600')}>
        {post.postVid ? <Play size={48} /> : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
        <button type="button" aria-pressed={liked} onClick={() => setLiked((l) => !l)} className="inline-flex items-center gap-1 rounded hover:text-red-600">
          <Heart size={16} aria-hidden className={cn(liked && 'fill-red-500 text-red-500')} /> {formatCompact(likes)} <span className="sr-only">likes{liked ? ', you like this' : ''}</span>
        </button>
        <span className="flex -space-x-2">{post.likedUsers.map((u) => <Avatar key={u.username} name={u.username} size="sm" className="h-6 w-6 text-[10px] ring-2 ring-card" />)}</span>
        <span className="text-xs">+{post.likedCount} more</span>
        <span className="ml-auto inline-flex items-center gap-1"><MessageSquare size={16} aria-hidden /> {formatCompact(post.comments + comments.length - post.detailedComments.length)}</span>
        <span className="inline-flex items-center gap-1"><Share2 size={16} aria-hidden /> {formatCompact(post.share)}</span>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-3">
        {comments.map((c, i) => (
          <li key={`${c.username}-${i}`} className="flex gap-3 text-sm">
            <Avatar name={c.username} size="sm" />
            <span><span className="font-semibold">{c.username}</span> <span className="text-muted-foreground">{c.comment}</span></span>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (!draft.trim()) return
          setComments((c) => [...c, { avatar: '', username: 'You', comment: draft.trim(), commentsLikes: 0, youLiked: false }])
          setDraft('')
        }}
      >
        <Input aria-label={`Comment on ${post.username}’s post`} placeholder="Add a comment…" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Post</Button>
      </form>
    </Card>
  )
}

export function ProfilePosts({ posts }: { posts: ProfilePost[] }) {
  return (
    <section aria-label="Posts" className="grid grid-cols-1 content-start gap-6">
      {posts.map((p, i) => <Post key={p.postTime + i} post={p} index={i} />)}
    </section>
  )
}
