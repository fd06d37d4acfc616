import { findProduct, type SizeKey } from '@shop/contract';
import { CartButton, itemAdded, selectCartCount } from '@shop/web/cart';
import { dropTarget, type HeroDrop } from '@shop/web/landing';
import { TopNav, focusSection, scrollToSection, toastAdded, Toaster, selectCartOpen } from '@shop/web/shell';
import { CATALOG_COPY } from '@shop/web/catalog';
import { usePageReady } from '@shop/web/startup';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hashTarget } from './routing/hash-target';
import { matchRoute } from './routing/routes';
import { usePageMeta } from './routing/use-page-meta';
import { useAppDispatch, useAppSelector } from './store';
import { withoutShopApi, withShopApi } from './with-shop-api';

// The footer is below the fold, and most visitors never open the cart: both load as chunks of
// their own. (The screens' own chunks are in the route table, routing/routes.tsx.)
const SiteFooter = lazy(withoutShopApi(() => import('./pages/Footer')));
const CartDrawer = lazy(withShopApi(() => import('./pages/CartDrawer')));
const preloadCartDrawer = () => void import('./pages/CartDrawer');

/** The countdown runs to 15 days after the page loaded (spec §2), fixed once per page load. */
const DROP_AT = dropTarget(Date.now());

export interface AppProps {
  /** The drop the prerendered page was rendered with: the prerender's, or the one read back from it before hydration. */
  pageDrop?: HeroDrop;
}

/** The storefront shell: navigation, the screen for the current path, footer, cart drawer and toasts. */
export function App({ pageDrop }: AppProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { route, params } = matchRoute(location.pathname);
  usePageMeta(route, params);
  usePageReady(route.parts);
  const onLanding = route.name === 'home';
  const cartOpen = useAppSelector(selectCartOpen);
  const [drawerWanted, setDrawerWanted] = useState(cartOpen);
  if (cartOpen && !drawerWanted) setDrawerWanted(true);

  const onNavigate = useCallback(
    (sectionId: string) => {
      if (onLanding) scrollToSection(sectionId);
      else navigate(`/#${sectionId}`);
    },
    [onLanding, navigate],
  );
  // A short confirmation: on a phone the badge may be the only other sign that something happened.
  const onAddToCart = useCallback(
    (productId: string, sizeKey: SizeKey, quantity: number) => {
      dispatch(itemAdded({ productId, sizeKey, quantity }));
      const product = findProduct(productId);
      if (product) dispatch(toastAdded({ title: CATALOG_COPY.addedToast(product.name) }));
    },
    [dispatch],
  );

  // A new screen starts at its top, or at the section its hash names (e.g. "Back to Blog" → /#blog).
  // The page the visitor arrived on stays where the browser and the visitor put it: a prerendered
  // page is read and scrolled before it is live, and taking it back to the top as it went live
  // threw a visitor down at the catalog back up to the hero, under their finger (the tap they had
  // started on Add to Cart ended on the hero's text: the press was lost). So on arrival a section
  // already in the page only takes the focus: the browser went to it as the page loaded, and the
  // visitor may have scrolled on since. One not mounted yet is waited for (scrollToSection).
  const arrival = useRef(true);
  useEffect(() => {
    const arriving = arrival.current;
    arrival.current = false;
    const target = hashTarget(location.hash);
    const section = target === undefined ? null : document.getElementById(target);
    if (!arriving && !section) window.scrollTo(0, 0);
    if (arriving && section) focusSection(section);
    else if (target) scrollToSection(target);
  }, [location.pathname, location.hash, location.key]);

  // The drawer's code is fetched (and evaluated, one long task on a phone) when the visitor is
  // likely to open it soon: once the box holds something, in an idle moment, or as they reach for
  // the cart button. Not at every page load: most visits never open it.
  const boxFilled = useAppSelector(selectCartCount) > 0;
  useEffect(() => {
    if (!boxFilled) return undefined;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadCartDrawer, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadCartDrawer, 2000);
    return () => clearTimeout(timer);
  }, [boxFilled]);

  return (
    <>
      <TopNav onNavigate={onNavigate} hrefBase={onLanding ? '' : '/'} cartButton={<CartButton onIntent={preloadCartDrawer} />} />
      <main id="main">{route.screen(params, { dropAt: DROP_AT, pageDrop, onNavigate, onAddToCart })}</main>
      <Suspense fallback={null}>
        <SiteFooter onNavigate={onNavigate} />
      </Suspense>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
      <Toaster />
    </>
  );
}
