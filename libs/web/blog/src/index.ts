// The blog: the posts, the landing page's teasers (derived from the posts) and the post page.
export { BLOG_POSTS, BLOG_SLUG_ALIASES, findBlogPost } from './lib/blog-posts';
export { BLOG_TEASERS } from './lib/blog-teasers';
export { BlogTeasersSection } from './lib/BlogTeasersSection';
export { BlogPostArticle, BackToBlog } from './lib/BlogPostArticle';
export * from './lib/copy';
export * from './lib/types';
