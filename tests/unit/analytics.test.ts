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

  it('reports a link leaving the app, and follows it in this tab after the report or 250 ms', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom does not navigate
    const { initAnalytics } = await import('../../src/lib/analytics');
    initAnalytics('G-TEST123');
    const outbound = () =>
      dataLayer()
        .filter(([kind, name]) => kind === 'event' && name === 'click')
        .map(([, , params]) => params as Record<string, unknown>);
    const link = (href: string, target = '') => {
      const a = document.createElement('a');
      a.href = href;
      a.target = target;
      document.body.append(a);
      return a;
    };
    // what the browser is left to do with each click: follow it, or not
    const clicks: boolean[] = [];
    const record = (event: MouseEvent) => clicks.push(!event.defaultPrevented);
    document.addEventListener('click', record);

    link('/dashboard').click();
    expect(outbound()).toEqual([]);

    link('mailto:support@example.com?subject=Hello').click();
    expect(outbound()).toMatchObject([{ event_category: 'outbound', event_label: 'mailto' }]);
    expect(clicks).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(249);
    expect(clicks).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(clicks).toEqual([true, false, true]);

    // the report's callback follows it at once, and only once
    link('https://github.com/example/wealth?tab=readme').click();
    const report = outbound()[1]!;
    expect(report).toMatchObject({ event_label: 'https://github.com/example/wealth' });
    (report.event_callback as () => void)();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clicks).toEqual([true, false, true, false, true]);

    // a new tab is not held up
    link('https://github.com/example', '_blank').click();
    expect(clicks.at(-1)).toBe(true);
    expect(outbound()[2]).not.toHaveProperty('event_callback');
    expect(JSON.stringify(dataLayer())).not.toMatch(/support@|readme|Hello/u);
    document.removeEventListener('click', record);
  });
});
