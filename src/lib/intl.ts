// The app's Intl formatters, made once per language and options. Making one costs far more than
// using it (a list formats every row), and the first of each kind in a language loads that
// language's locale data: tens of milliseconds on a slow phone (see prepareIntl.ts).

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
