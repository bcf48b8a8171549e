// The app's Intl formatters, made once per language and options. Making one costs far more than
// using it (a list formats every row), and the first of each kind in a language loads that
// language's locale data: tens of milliseconds on a slow phone. prepareIntl does that loading in
// idle time, one kind per task, so that it never lengthens the render that first needs it.

type Locale = string | undefined;

/** `make` with a cache: one formatter per language and options. */
function cached<O, F>(make: (locale: Locale, options: O) => F): (locale: Locale, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale: Locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const dateTimeFormat = cached(
  (locale: Locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const relativeTimeFormat = cached(
  (locale: Locale, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);

/** Runs `task` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(task: () => void) {
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
