import { lazy, Suspense, useEffect } from 'react';
import { PageSpinner } from '../../components/ui/spinner';

const LandingPage = lazy(() => import('../../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })));

/** Brings the landing page's pricing section into view once it is on the page. */
function ScrollToPricing() {
  useEffect(() => {
    const section = document.getElementById('pricing');
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, []);
  return null;
}

/** /pricing: the landing page opened at its pricing section (one plan, £19.99 a month), for everyone. */
export function PricingRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LandingPage />
      <ScrollToPricing />
    </Suspense>
  );
}
