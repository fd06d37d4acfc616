import { BackToBlog, BLOG_COPY, BlogPostArticle, findBlogPost } from '@shop/web/blog';
import { usePartHydrated } from '@shop/web/startup';
import { NotFoundView } from './NotFoundPage';

/** /blog/{slug}: loaded as its own chunk, since most visitors never open a post. */
export default function BlogPostPage({ slug }: { slug: string }) {
  usePartHydrated('content');
  const post = findBlogPost(slug);
  if (!post) return <NotFoundView title={BLOG_COPY.notFoundTitle} text={BLOG_COPY.notFoundText} action={<BackToBlog />} />;
  return <BlogPostArticle post={post} />;
}
