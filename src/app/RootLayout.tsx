import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieBanner } from '../components/CookieBanner';
import { GuestOnly } from './guards';
import { loadAnalytics } from './loadAnalytics';

/** Around every page: the guest-only redirect, one page view per route change, the cookie banner. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void loadAnalytics().then(({ trackPageView }) => trackPageView(pathname + search));
  }, [pathname, search]);
  return (
    <>
      <GuestOnly />
      <CookieBanner />
    </>
  );
}
