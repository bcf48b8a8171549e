// Page views and outbound links to Google Analytics (gtag), only when VITE_GA_TRACKING_ID is set.
// Without it one console error is written and nothing else happens: no script, no beacon.
import { paths } from './paths';

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; reportsOutbound?: boolean };

let configuredId: string | null = null;
let reportedMissing = false;
/** The last location reported: the referrer of the next page view. */
let lastLocation: string | null = null;

function gtagWindow(): GtagWindow {
  return window as GtagWindow;
}

function routePatterns(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [value]
      : value !== null && typeof value === 'object'
        ? routePatterns(value)
        : [],
  );
}

/**
 * The routes whose URLs carry a secret (the links of the password-reset and confirmation mails),
 * taken from paths.ts, so a new token route is covered without a second list.
 */
const TOKEN_PATTERNS = routePatterns(paths).filter((pattern) =>
  pattern.split('/').includes(':token'),
);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The token route a path is under (matched as the router does: any case, extra slashes). */
function tokenRoute(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  return TOKEN_PATTERNS.find((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return (
      segments.length >= parts.length &&
      parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i])
    );
  });
}

/**
 * The path analytics may see: no query or hash (they may hold search text), and a token route
 * as its pattern (/update-password/:token), never the token itself.
 */
export function analyticsPath(url: string): string {
  // an absolute URL, or a path of the router, where '//x' is a path and not a host
  const path = /^[a-z][a-z\d+.-]*:/i.test(url) ? new URL(url).pathname : url;
  const pathname = path.split(/[?#]/)[0] || '/';
  return tokenRoute(pathname) ?? pathname;
}

function analyticsLocation(url: string): string {
  return `${window.location.origin}${analyticsPath(url)}`;
}

/** Where the visitor came from: another site by its origin only, this app by its clean path. */
function analyticsReferrer(): string {
  if (lastLocation) return lastLocation;
  if (!document.referrer) return '';
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin
      ? analyticsLocation(referrer.href)
      : `${referrer.origin}/`;
  } catch {
    return '';
  }
}

/** Starts analytics once; the gtag script is loaded lazily, after the app has rendered. */
export function initAnalytics(
  trackingId: string | undefined = import.meta.env.VITE_GA_TRACKING_ID,
): boolean {
  if (!trackingId) {
    if (!reportedMissing) {
      reportedMissing = true;
      console.error('Analytics is off: VITE_GA_TRACKING_ID is not set.');
    }
    return false;
  }
  if (configuredId === trackingId) return true;
  configuredId = trackingId;
  const w = gtagWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  // gtag would take document.location here, which holds the token when the app was opened from
  // a mail's link; the clean location also covers the events gtag sends by itself.
  w.gtag('config', trackingId, {
    send_page_view: false,
    anonymize_ip: true,
    transport_type: 'beacon',
    page_location: analyticsLocation(window.location.href),
    page_referrer: analyticsReferrer(),
  });
  if (!w.reportsOutbound) {
    w.reportsOutbound = true;
    document.addEventListener('click', reportOutbound);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
  document.head.appendChild(script);
  return true;
}

/** One page view of `path` (the router's path, with or without query), cleaned by analyticsPath. */
export function trackPageView(path: string): void {
  if (!configuredId) return;
  const location = analyticsLocation(path);
  const referrer = analyticsReferrer();
  lastLocation = location;
  gtagWindow().gtag?.('event', 'page_view', {
    page_path: analyticsPath(path),
    page_location: location,
    page_referrer: referrer,
  });
}

/** The longest a link leaving the app in the same tab waits for its report (the specification). */
const OUTBOUND_TIMEOUT_MS = 250;

/** The links being followed after their report: their second click is the browser's to handle. */
const following = new WeakSet<HTMLAnchorElement>();

/**
 * A click on a link that leaves the app (another site, a mail address) is reported as an outbound
 * click, by its site and path only (never a query or an address). A link that opens in this tab
 * is followed once the report is sent, or after OUTBOUND_TIMEOUT_MS whatever happens; one that
 * opens a new tab is not held up.
 */
function reportOutbound(event: MouseEvent) {
  const gtag = gtagWindow().gtag;
  if (!gtag || event.button !== 0 || event.defaultPrevented) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || following.has(link)) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin) return;
  const report = {
    event_category: 'outbound',
    event_label: url.protocol === 'mailto:' ? 'mailto' : `${url.origin}${url.pathname}`,
    transport_type: 'beacon',
  };
  const newTab =
    link.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (newTab) {
    gtag('event', 'click', report);
    return;
  }
  event.preventDefault();
  let followed = false;
  const follow = () => {
    if (followed) return;
    followed = true;
    following.add(link);
    link.click();
    following.delete(link);
  };
  gtag('event', 'click', { ...report, event_callback: follow });
  window.setTimeout(follow, OUTBOUND_TIMEOUT_MS);
}
