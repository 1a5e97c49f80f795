import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BRAND } from '@commentflow/shared/brand';
import { startAnalytics, stopAnalytics, trackPageView } from '../lib/analytics.ts';
import { onCookiePreferencesChange, readCookiePreferences } from './consent/consent-storage.ts';
import { currentHostContext } from './host-context.ts';
import { rememberProductParam } from './product-choice.ts';
import { siteAnalyticsId } from './site-info.ts';

function setDescription(text: string) {
  document.querySelector('meta[name="description"]')?.setAttribute('content', text);
}

/** The analytics tag runs only while the visitor's stored choice includes analytics and an id is configured. */
function useAnalyticsConsent(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    let current = true;
    const apply = () => {
      if (!readCookiePreferences()?.analytics) {
        stopAnalytics();
        setRunning(false);
        return;
      }
      void siteAnalyticsId().then((id) => {
        if (!current) return;
        if (!id || !readCookiePreferences()?.analytics) {
          stopAnalytics();
          return;
        }
        startAnalytics(id);
        setRunning(true);
      });
    };
    apply();
    const unsubscribe = onCookiePreferencesChange(apply);
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return running;
}

/** On every navigation: the page's title and description, a remembered `product` choice, and a page view. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const analyticsRunning = useAnalyticsConsent();

  // The server titled the page it served (index.html from the same table), so the table is fetched
  // only on the first navigation to another path: it would add its bytes to the landing's first load.
  const servedPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (servedPath.current === pathname) return;
    servedPath.current = null;
    const host = currentHostContext();
    // A tenant portal is titled by its workspace (TenantGate), as the server leaves it out of the page table.
    if (host.kind === 'tenant') return;
    let current = true;
    // This effect runs before the new page's own; a page outside the table (a feature request) may
    // title itself while the table downloads, and then its title stays.
    const titleBefore = document.title;
    void import('@commentflow/shared/rules/public-pages').then(({ findPublicPage }) => {
      if (!current) return;
      const page = findPublicPage(pathname, host.kind === 'shell' ? host.shell : null);
      if (page || document.title === titleBefore) document.title = page?.title ?? BRAND.name;
      setDescription(page?.description ?? BRAND.tagline);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  useEffect(() => rememberProductParam(search), [search]);

  useEffect(() => {
    if (analyticsRunning) trackPageView(pathname, document.title);
  }, [pathname, analyticsRunning]);

  return null;
}
