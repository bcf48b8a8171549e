// The first Intl formatter of each kind in a language loads that language's locale data: tens of
// milliseconds on a slow phone, in the middle of the render that first needs it. The signed-in
// pages, which format money and dates, load it beforehand in idle time (apart from src/lib/intl.ts,
// so that the pages that only format do not download this).
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

/** Runs `task` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(task: () => void) {
  // (nothing left to prepare for once the page is gone, e.g. a test's document torn down)
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 2000 });
  } else {
    window.setTimeout(task, 0);
  }
}

/** Loads a language's number, date and relative-time data in idle time, each in its own task. */
export function prepareIntl(locale: string) {
  const steps = [
    () => numberFormat(locale, {}),
    () => dateTimeFormat(locale, {}),
    () => relativeTimeFormat(locale, {}),
    () => new Intl.PluralRules(locale),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    whenIdle(next);
  };
  whenIdle(next);
}
