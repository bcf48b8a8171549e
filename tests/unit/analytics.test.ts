import { beforeEach, describe, expect, it, vi } from 'vitest';

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  vi.resetModules();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
});

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

  it('with a tracking id loads gtag once and reports each page view', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { initAnalytics, trackPageView } = await import('../../src/lib/analytics');
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    const scripts = document.head.querySelectorAll(
      'script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]',
    );
    expect(scripts).toHaveLength(1);

    trackPageView('/login');
    trackPageView('/register?x=1');
    const events = ((window as GtagWindow).dataLayer ?? []).map((args) => Array.from(args));
    const pageViews = events.filter(([kind, name]) => kind === 'event' && name === 'page_view');
    expect(pageViews.map(([, , params]) => (params as { page_path: string }).page_path)).toEqual([
      '/login',
      '/register?x=1',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
