// Analytics (src/lib/analytics.ts) is code no page needs to show itself: it is downloaded after
// the first paint, not with the app's first JavaScript, and started as soon as it has arrived, so
// that a page view asked for before then is still sent.
export const loadAnalytics = () =>
  import('../lib/analytics').then((analytics) => {
    analytics.initAnalytics();
    return analytics;
  });
