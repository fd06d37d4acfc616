import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

/** Spec §9: a tooltip opens after 700 ms, or at once within 300 ms of another one closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page: the skip window starts when any of them closes.
let lastClosedAt = Number.NEGATIVE_INFINITY;

const GAP_PX = 8;
const EDGE_PX = 8;

export interface DelayedTooltipProps {
  title: string;
  /** One focusable element (an icon button) that already has its own accessible name. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A small tooltip for icon-only buttons: shown on hover and on keyboard focus, hidden on Escape.
 * Written here rather than MUI's Tooltip, whose positioning engine (Popper) alone would cost the
 * first page a noticeable part of its script budget, and whose "next tooltip" window is fixed at 800 ms.
 */
export function DelayedTooltip({ title, children }: DelayedTooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(false);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const show = useCallback(() => {
    openRef.current = true;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (openRef.current) lastClosedAt = Date.now();
    openRef.current = false;
    setOpen(false);
    setPosition(null);
  }, []);
  const requestOpen = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide);
    };
  }, [open, hide]);

  // Below the button, centred, kept inside the viewport so it never causes sideways scrolling.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !bubble.current) return;
    const target = anchor.current.getBoundingClientRect();
    const width = bubble.current.offsetWidth;
    const centred = target.left + target.width / 2 - width / 2;
    setPosition({ top: target.bottom + GAP_PX, left: Math.max(EDGE_PX, Math.min(centred, window.innerWidth - width - EDGE_PX)) });
  }, [open]);

  return (
    <span
      ref={anchor}
      style={{ display: 'inline-flex' }}
      onMouseEnter={requestOpen}
      onMouseLeave={hide}
      onFocus={(event) => {
        if ((event.target as HTMLElement).matches?.(':focus-visible')) requestOpen();
      }}
      onBlur={hide}
      onClick={hide}
    >
      {/* The tooltip adds to what already describes the button (a cart line's refusal), never replaces it. */}
      {cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined,
      })}
      {open
        ? createPortal(
            <span
              ref={bubble}
              id={id}
              role="tooltip"
              style={{
                position: 'fixed',
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                visibility: position ? 'visible' : 'hidden',
                zIndex: 1600,
                pointerEvents: 'none',
                padding: '4px 8px',
                borderRadius: 4,
                background: 'rgba(42, 26, 18, 0.92)',
                color: '#fffaf3',
                font: '500 0.75rem/1.4 system-ui, sans-serif',
                whiteSpace: 'nowrap',
              }}
            >
              {title}
            </span>,
            document.body,
          )
        : null}
    </span>
  );
}
