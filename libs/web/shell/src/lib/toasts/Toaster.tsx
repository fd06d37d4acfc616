import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useHydrating } from '@shop/web/startup';
import { DelayedTooltip, NAV_HEIGHT_PX } from '@shop/web/ui';
import { startTransition, useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { selectVisibleToasts, toastDismissed, type Toast, type ToastsState } from './toast-slice';

/** Spec §9: dragging a toast more than 50 px to the right dismisses it; F8 focuses the toasts. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** The toast region: fixed above everything, including the drawer, and reachable with F8. */
export function Toaster() {
  const toasts = useSelector((state: { toasts: ToastsState }) => selectVisibleToasts(state));
  const viewport = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  // The region is a portal into <body>, which a prerendered page cannot hold inside #root: it
  // appears after hydration, before anything can raise a toast, in a task of its own and as a
  // transition. Rendered in the update that follows hydration, its portal and the styles it
  // inserts made that update (synchronous, as React makes it) one of the page's longest tasks.
  const hydrating = useHydrating();
  const [shown, setShown] = useState(!hydrating);
  useEffect(() => {
    if (shown || hydrating) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [hydrating, shown]);

  // An open drawer or dialog marks the rest of the page aria-hidden; the toasts must still be
  // announced over it (the order confirmation arrives while the drawer closes), so the region
  // lives directly under <body> and declines that attribute.
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
    // The region only exists once it is shown: watch it from then on.
  }, [shown]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!shown) return null;
  return createPortal(
    <Box component="section" ref={region} aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <Box
        ref={viewport}
        tabIndex={-1}
        // On phones at the top, just below the fixed navigation: on the navigation itself a toast
        // lay over the box button and the menu for its 5 s, and a tap there hit the toast (right
        // after "added to your box", when the box is what a visitor taps next). Bottom left on
        // wider screens, clear of the cart drawer's checkout button on the right.
        sx={{
          position: 'fixed',
          zIndex: 1500,
          top: { xs: NAV_HEIGHT_PX, md: 'auto' },
          bottom: { xs: 'auto', md: 0 },
          left: 0,
          m: 0,
          p: 2,
          width: '100%',
          maxWidth: { xs: '100%', md: 420 },
          pointerEvents: 'none',
          outline: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Box>
    </Box>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  // Auto-dismiss after the toast's duration, restarted when its text changes; paused while hovered or focused.
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, paused, toast.id, toast.duration, toast.title, toast.description]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current !== null) setOffset(Math.max(0, event.clientX - dragStart.current));
  };
  const endDrag = (distance: number) => {
    dragStart.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) dispatch(toastDismissed(toast.id));
    else setOffset(0);
  };

  return (
    <Box
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => dragStart.current !== null && endDrag(event.clientX - dragStart.current)}
      onPointerCancel={() => endDrag(0)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        borderRadius: 2,
        boxShadow: 6,
        border: '1px solid',
        borderColor: destructive ? 'error.dark' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        userSelect: 'none',
        transform: `translateX(${offset}px)`,
        transition: offset ? 'none' : 'transform 150ms ease-out',
        '@keyframes toast-in': { from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } },
        animation: 'toast-in 200ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 700, fontSize: '0.95rem' }}>{toast.title}</Box>
        {toast.description ? ' ' : null}
        {toast.description ? <Box sx={{ fontSize: '0.875rem', mt: 0.5, opacity: 0.92 }}>{toast.description}</Box> : null}
      </Box>
      <DelayedTooltip title="Close notification">
        <IconButton
          aria-label="Close notification"
          size="small"
          onClick={() => dispatch(toastDismissed(toast.id))}
          sx={{ color: 'inherit' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </DelayedTooltip>
    </Box>
  );
}
