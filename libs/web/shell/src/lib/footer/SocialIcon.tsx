import { useEffect, useRef, useState } from 'react';

const SIZE = { width: 20, height: 20, flexShrink: 0 } as const;

/**
 * A social icon: decorative (the name beside it says what it is), so a file that does not load
 * leaves an empty square of its size, never a broken-image sign. One that failed before the
 * footer hydrated (the browser loads it on its own) is found as the footer hydrates.
 */
export function SocialIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <span aria-hidden="true" style={SIZE} />;
  return (
    <img ref={image} src={src} alt="" width={20} height={20} loading="lazy" decoding="async" onError={() => setFailed(true)} style={SIZE} />
  );
}
