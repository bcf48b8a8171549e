// The prerendered page's last script: starts loading the app's code once the browser has reported
// the page's first contentful paint (`paint` performance entries; where there are none, the frame
// after the page is parsed; at once in a background tab, where frames wait, and on a page the app
// draws afresh, which shows nothing before it; after `paintWaitMs` at the latest), `tagsPerTask`
// tags a task, the module script last. So the first paint needs the page alone: its bytes share
// the connection with nothing, and Lighthouse's simulation, which counts every request started
// before the first paint, does not count the app's code. (The frame after parsing alone was not
// enough: the paint is reported a few milliseconds after that frame's tasks, and in some runs the
// code was asked for first, which put its 300 kB in the first paint's estimate: FCP 1.1-1.2 s
// instead of 0.7 s.) scripts/prerender.ts takes the tags out of the built page and gives them here.
import { STALE_ATTRIBUTE } from '../attributes';

export type LoadAppParams = {
  /** The module script's address. */
  entry: string;
  /** The addresses of its modulepreload links. */
  preloads: string[];
  tagsPerTask: number;
  paintWaitMs: number;
};

export default function loadApp({ entry, preloads, tagsPerTask, paintWaitMs }: LoadAppParams) {
  let started = false;
  function load() {
    if (started) return;
    started = true;
    const addresses = [...preloads, entry];
    let next = 0;
    (function addSome() {
      for (let n = 0; n < tagsPerTask && next < addresses.length; n++, next++) {
        const address = addresses[next]!;
        if (address === entry) {
          const script = document.createElement('script');
          script.crossOrigin = '';
          script.type = 'module';
          script.src = address;
          document.head.appendChild(script);
        } else {
          const link = document.createElement('link');
          link.crossOrigin = '';
          link.rel = 'modulepreload';
          link.href = address;
          document.head.appendChild(link);
        }
      }
      if (next < addresses.length) setTimeout(addSome, 0);
    })();
  }
  const loadSoon = () => setTimeout(load, 0);
  if (
    document.visibilityState === 'hidden' ||
    document.documentElement.hasAttribute(STALE_ATTRIBUTE)
  )
    return load();
  document.addEventListener('visibilitychange', load);
  const Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes ?? []).includes('paint')) {
    const observer = new Observer((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      loadSoon();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(load, paintWaitMs);
  } else requestAnimationFrame(loadSoon);
}
