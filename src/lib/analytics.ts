// Page views to Google Analytics (gtag), only when VITE_GA_TRACKING_ID is set. Without it one
// console error is written and nothing else happens: no script, no beacon.
type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let configuredId: string | null = null;
let reportedMissing = false;

function gtagWindow(): GtagWindow {
  return window as GtagWindow;
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
  w.gtag('config', trackingId, {
    send_page_view: false,
    anonymize_ip: true,
    transport_type: 'beacon',
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
  document.head.appendChild(script);
  return true;
}

export function trackPageView(path: string): void {
  if (!configuredId) return;
  gtagWindow().gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
  });
}
