import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

export interface FallbackImageProps {
  src: string;
  /** Shown once if `src` fails to load. */
  fallbackSrc: string;
  alt: string;
  /** Intrinsic size: sets the width/height attributes and, unless `aspectRatio` is given, the box ratio. */
  width?: number;
  height?: number;
  /** CSS aspect ratio such as "4 / 3"; wins over width/height for the box. */
  aspectRatio?: string;
  /** Lazy by default: most artwork sits below the fold. */
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}

type Stage = 'primary' | 'fallback' | 'failed';

/**
 * An image in a box of fixed aspect ratio, so nothing shifts while it loads. A broken source is
 * swapped for the fallback exactly once; if that fails too, the neutral box stays (with the alt text
 * as its accessible name) rather than a broken-image icon or an endless error loop.
 */
export function FallbackImage({ src, fallbackSrc, alt, width, height, aspectRatio, loading = 'lazy', sx }: FallbackImageProps) {
  // The stage belongs to one source: a new `src` starts again from the primary image.
  const [state, setState] = useState<{ src: string; stage: Stage }>({ src, stage: 'primary' });
  const stage: Stage = state.src === src ? state.stage : 'primary';
  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '4 / 3');

  const handleError = () => {
    if (stage === 'primary' && fallbackSrc && fallbackSrc !== src) setState({ src, stage: 'fallback' });
    else setState({ src, stage: 'failed' });
  };

  // A prerendered image can fail before the page's script has attached onError (the browser
  // loads it while parsing the HTML): once live, an image that has finished without pixels is
  // treated as the error it was.
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = element.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) handleError();
    // Only on arrival of each stage's <img>; later errors come through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, src]);

  const image =
    stage === 'failed' ? (
      <span role="img" aria-label={alt} data-image-state="failed" style={FILL} />
    ) : (
      <img
        key={stage}
        ref={element}
        src={stage === 'primary' ? src : fallbackSrc}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        data-image-state={stage}
        onError={handleError}
        style={IMAGE}
      />
    );

  // Plain elements with inline styles: a page shows dozens of these, and an sx box per image is
  // measurable main-thread time on a phone. `sx` (for callers that need theme values) adds one.
  const frame = { ...FRAME, aspectRatio: ratio };
  return sx ? (
    <Box style={frame} sx={sx}>
      {image}
    </Box>
  ) : (
    <div style={frame}>{image}</div>
  );
}

const FILL = { position: 'absolute', inset: 0, display: 'block' } as const;
const IMAGE = { ...FILL, width: '100%', height: '100%', objectFit: 'cover' } as const;
// The warm neutral shows while an image loads and stays if it never can.
const FRAME = { position: 'relative', width: '100%', overflow: 'hidden', backgroundColor: '#f1e6d8' } as const;
