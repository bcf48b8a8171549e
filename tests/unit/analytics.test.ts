import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
type PageView = { page_path: string; page_location: string; page_referrer: string };

beforeEach(() => {
  vi.resetModules();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function dataLayer(): unknown[][] {
  return ((window as GtagWindow).dataLayer ?? []).map((args) => Array.from(args));
}

function pageViews(): PageView[] {
  return dataLayer()
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => params as PageView);
}

describe('analytics', () => {
  it('without a tracking id writes exactly one console error and nothing else', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { initAnalytics, trackPageView } = await import('../../src/lib/analytics');
    initAnalytics('');
    initAnalytics(undefined);
    trackPageView('/login');
    trackPageView('/register');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('script')).toBeNull();
    expect((window as GtagWindow).dataLayer).toBeUndefined();
  });

  it('with a tracking id loads gtag once and reports each page view without query or hash', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { initAnalytics, trackPageView } = await import('../../src/lib/analytics');
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    const scripts = document.head.querySelectorAll(
      'script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]',
    );
    expect(scripts).toHaveLength(1);

    trackPageView('/login');
    trackPageView('/transactions?search=rent+to+landlord#top');
    const origin = window.location.origin;
    expect(pageViews()).toEqual([
      { page_path: '/login', page_location: `${origin}/login`, page_referrer: '' },
      {
        page_path: '/transactions',
        page_location: `${origin}/transactions`,
        page_referrer: `${origin}/login`,
      },
    ]);
    expect(JSON.stringify(dataLayer())).not.toContain('landlord');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('never reports the token of a mail link, not even when the app was opened on it', async () => {
    // the app opened from the reset mail: gtag is configured while the location holds the token
    window.history.replaceState(null, '', '/update-password/abc123?lng=de#x');
    const { initAnalytics, trackPageView } = await import('../../src/lib/analytics');
    initAnalytics('G-TEST123');
    trackPageView('/update-password/abc123');
    trackPageView('/email-verify/xyz');
    trackPageView('//Email-Verify/xyz/');
    trackPageView('/update-password');

    const config = dataLayer().find(([kind]) => kind === 'config');
    expect(config?.[2]).toMatchObject({
      send_page_view: false,
      page_location: `${window.location.origin}/update-password/:token`,
    });
    expect(pageViews().map((view) => view.page_path)).toEqual([
      '/update-password/:token',
      '/email-verify/:token',
      '/email-verify/:token',
      '/update-password',
    ]);
    const reported = JSON.stringify(dataLayer());
    expect(reported).not.toContain('abc123');
    expect(reported).not.toContain('xyz');
    expect(reported).not.toContain('lng=de');
  });

  it('cleans a referrer from the app itself and keeps only the origin of another site', async () => {
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue(`${window.location.origin}/email-verify/xyz?a=1`);
    const first = await import('../../src/lib/analytics');
    first.initAnalytics('G-TEST123');
    first.trackPageView('/dashboard');
    expect(pageViews()[0]?.page_referrer).toBe(`${window.location.origin}/email-verify/:token`);

    vi.resetModules();
    delete (window as GtagWindow).dataLayer;
    referrer.mockReturnValue('https://mail.example.com/inbox/message/42?q=reset');
    const second = await import('../../src/lib/analytics');
    second.initAnalytics('G-TEST123');
    second.trackPageView('/dashboard');
    expect(pageViews()[0]?.page_referrer).toBe('https://mail.example.com/');
  });
});
