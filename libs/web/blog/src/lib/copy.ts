/** Texts fixed by the spec are quoted exactly; the rest is ours. */

export const BLOG_COPY = {
  eyebrow: 'From the Kitchen',
  heading: 'Stories, methods and sourcing notes',
  text: 'What we have learned baking keto cookies at scale, written down so you can use it at home.',
  readMore: 'Read More',
  readMoreLabel: (title: string) => `Read more: ${title}`,
  backToBlog: 'Back to Blog',
  /** Back to Blog goes to the teasers on the landing page. */
  backHref: '/#blog',
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  publishedLabel: 'Published',
} as const;
