import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { belowNav, FALLBACK_IMAGES, FallbackImage, IMAGE_SIZES, longDate } from '@shop/web/ui';
import { Link as RouterLink } from 'react-router';
import { BLOG_COPY } from './copy';
import type { BlogPost } from './types';

/** Back to the teasers on the landing page. */
export function BackToBlog() {
  return (
    <Button component={RouterLink} to={BLOG_COPY.backHref} startIcon={<ArrowBackIcon />} sx={{ mb: 3 }}>
      {BLOG_COPY.backToBlog}
    </Button>
  );
}

/** A post, in full: category, title, date and read time, its picture and its text. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <Box component="article" aria-labelledby="post-title" sx={{ pt: belowNav('48px'), pb: 10 }}>
      <Container maxWidth="md">
        <BackToBlog />
        {/* A chip's look, without MUI's Chip: the category is a label, not a control. */}
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            height: 32,
            px: 1.5,
            mb: 2,
            borderRadius: 4,
            bgcolor: 'secondary.main',
            color: '#1f130c',
            fontSize: '0.8125rem',
            fontWeight: 700,
          }}
        >
          {post.category}
        </Box>
        <Typography
          id="post-title"
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, color: 'primary.dark', lineHeight: 1.15, mb: 2 }}
        >
          {post.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {BLOG_COPY.publishedLabel} <time dateTime={post.publishDate}>{longDate(post.publishDate)}</time>
          {' · '}
          {post.readTime}
        </Typography>
        <Box sx={{ borderRadius: 4, overflow: 'hidden', mb: 5 }}>
          <FallbackImage
            src={post.image}
            fallbackSrc={FALLBACK_IMAGES.teaser}
            alt={post.imageAlt}
            width={IMAGE_SIZES.blog.width}
            height={IMAGE_SIZES.blog.height}
            loading="eager"
          />
        </Box>
        <Box
          // The posts are our own trusted HTML (h2, p, ul, li, strong, em, blockquote only).
          dangerouslySetInnerHTML={{ __html: post.content }}
          sx={{
            fontSize: '1.075rem',
            lineHeight: 1.8,
            '& h2': { fontFamily: 'Georgia, "Times New Roman", serif', color: 'primary.dark', fontSize: '1.6rem', mt: 5, mb: 2 },
            '& p': { mt: 0, mb: 2.5 },
            '& ul': { pl: 3, mb: 2.5 },
            '& li': { mb: 1 },
            '& blockquote': {
              m: 0,
              my: 4,
              pl: 3,
              borderLeft: '4px solid',
              borderColor: 'secondary.main',
              fontStyle: 'italic',
              color: 'text.secondary',
            },
          }}
        />
        <Box sx={{ mt: 6 }}>
          <BackToBlog />
        </Box>
      </Container>
    </Box>
  );
}
