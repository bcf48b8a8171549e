// A browser's User-Agent as a person recognises it: "Chrome on Windows", "Safari on iPhone".

/** Checked in order: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The browser and system a User-Agent names, or null for one this does not know (a script's, an
 * empty one): the screens then show the text itself.
 */
export function describeDevice(userAgent: string): { browser?: string; system?: string } | null {
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  return browser || system ? { browser, system } : null;
}
