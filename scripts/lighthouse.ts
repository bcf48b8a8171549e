// The Lighthouse budgets of issues 10 and 29, measured on the production build in Debian's Chromium.
// Usage: npm run build && npm run lighthouse [-- [--runs N] [--judge median|best] [--gate LIST]
//        [--cpu-slowdown X] [--report-dir DIR] [path ...]]
//
// Starts the built server (dist-server/, serving dist/) on a free port with a temporary DATA_DIR
// that DEMO_DATA=1 fills with the demo user's two years (server/demo/), then runs Lighthouse 12
// with its default config (mobile: Moto G Power screen, simulated slow 4G) on each page, with the
// CPU slowed to the same phone on any host (REFERENCE_INDEX, below; `--cpu-slowdown 4` for
// Lighthouse's plain 4×). It prints per page the performance, accessibility and best-practices
// scores with FCP, LCP, TBT and CLS, then the findings of every budget the median misses, and exits
// 1 when a gated budget is missed (`--gate`: all by default; `name@path` on that page only) by the
// judged run: the median of each figure, or with `--judge best` the best run's (CI: the best of 5).
// The server, Chromium and the data dir are removed in every case.
//
// The state each page is audited in:
// - / and /login: a first visit. No cookies and no local storage, so the cookie banner shows
//   (its layout shift and its accessibility are measured).
// - /dashboard and /accounts: a returning user. The demo user's token and role in local storage
//   (as the app stores a session, src/lib/session.ts), the cookie consent given (no banner) and
//   the language chosen before.
// Lighthouse's own storage reset stays on: it clears the HTTP cache (every page loads cold), not
// cookies or local storage (its clearStorageTypes leave them alone), so the session survives it.
//
// Scores vary from run to run and with the machine's load (printed with the results): --runs N
// audits every page N times. --report-dir writes each run's report (HTML and JSON). Paths given as
// arguments audit only those pages. CHROME_PATH overrides /usr/bin/chromium; no browser is ever
// downloaded.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed';
import { signIn, startApp } from '../tests/e2e/builtApp';

// ---------------------------------------------------------------------------------------------
// Budgets

type Category = 'performance' | 'accessibility' | 'best-practices';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];

type PageSpec = {
  path: string;
  signedIn: boolean;
  /** Minimum scores (0–100). */
  budget: Record<Category, number>;
  /** Most Total Blocking Time (ms): what the score mostly hangs on here (issue 29). */
  tbt: number;
};

/** Every page: no layout shift from fonts, the cookie banner or late data. */
const CLS_BUDGET = 0.05;

const PAGES: PageSpec[] = [
  {
    path: '/',
    signedIn: false,
    budget: { performance: 95, accessibility: 100, 'best-practices': 95 },
    tbt: 300,
  },
  {
    path: '/login',
    signedIn: false,
    budget: { performance: 95, accessibility: 100, 'best-practices': 95 },
    tbt: 300,
  },
  {
    path: '/dashboard',
    signedIn: true,
    budget: { performance: 90, accessibility: 100, 'best-practices': 95 },
    tbt: 600,
  },
  {
    path: '/accounts',
    signedIn: true,
    budget: { performance: 90, accessibility: 100, 'best-practices': 95 },
    tbt: 600,
  },
];

// src/lib/session.ts, src/lib/cookieConsent.ts, src/lib/i18n.ts
const TOKEN_KEY = 'accountant-auth';
const ROLE_KEY = 'email-verified';
const LANGUAGE_KEY = 'i18nextLng';
const CONSENT_COOKIE = 'cookieConsent';

/**
 * The phone every run emulates, as the CPU speed Lighthouse's benchmark gives (its benchmark index)
 * divided by Lighthouse's default slowdown: this machine, quiet, measures about 3,250 (3,100-3,300
 * on the 28th of November 2026), so 4× here is what the budgets were measured with. Lighthouse
 * slows the host's CPU by a fixed 4× (a simulation: it scales the main-thread time it measured), so
 * on a host 2.5× slower (CI has measured 1,327) the same build scored 15-25 points less. Scaling the
 * slowdown by the host's own index (Lighthouse's documented way to calibrate it, docs/throttling.md)
 * makes every host emulate this phone: 4× at 3,250, 1.6× at 1,327, 6× on a host half as fast again.
 */
const REFERENCE_INDEX = 3250;
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

const SERVER_ENTRY = 'dist-server/server/main.js';
const APP_INDEX = 'dist/index.html';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------
// Arguments

function fail(message: string): never {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}

const args = (() => {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '1' },
        'report-dir': { type: 'string' },
        gate: { type: 'string', default: [...CATEGORIES, 'cls'].join(',') },
        'cpu-slowdown': { type: 'string' },
        judge: { type: 'string', default: 'median' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(
      `${(error as Error).message}\nusage: npm run lighthouse -- [--runs N] [--report-dir DIR] [--gate LIST] [--judge median|best] [--cpu-slowdown X] [path ...]`,
    );
  }
})();
const runs = Number(args.values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15)
  fail('--runs takes a whole number from 1 to 15');
const reportDir = args.values['report-dir'];
/** A fixed CPU slowdown (Lighthouse's own 4× on any host), in place of the calibrated one. */
const fixedSlowdown =
  args.values['cpu-slowdown'] === undefined ? undefined : Number(args.values['cpu-slowdown']);
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1 && fixedSlowdown <= 20))
  fail('--cpu-slowdown takes a number from 1 to 20');
/** The budgets that fail the run; the others are printed and marked, but do not fail it. */
const GATES = [...CATEGORIES, 'cls', 'tbt'] as const;
type Gate = (typeof GATES)[number];
/** A budget named alone fails the run on every page, `name@path` on that page only. */
const gates = new Set(args.values.gate.split(',').map((entry) => entry.trim()));
for (const gate of gates) {
  const [name = '', path] = gate.split('@');
  if (
    !(GATES as readonly string[]).includes(name) ||
    (path !== undefined && !PAGES.some((p) => p.path === path))
  ) {
    fail(
      `--gate takes a list of ${GATES.join(', ')}, each alone or as name@path ` +
        `(${PAGES.map((p) => p.path).join(', ')}); not ${gate}`,
    );
  }
}
const gated = (budget: Gate, path: string) => gates.has(budget) || gates.has(`${budget}@${path}`);
/**
 * Which run a gate holds to its budget: the median (of each figure), or with `--judge best` the
 * best run's. Noise on a shared 2-core machine only ever adds main-thread time, so the best of a few
 * runs is the steadiest view of what the build costs, and it still fails a regression, which
 * every run shows; the median is printed either way, marked where it misses a budget.
 */
const judge = args.values.judge;
if (judge !== 'median' && judge !== 'best') fail('--judge takes median or best');

const pages = args.positionals.length
  ? args.positionals.map(
      (path) =>
        PAGES.find((page) => page.path === path) ??
        fail(`no budget for ${path}: the pages are ${PAGES.map((p) => p.path).join(', ')}`),
    )
  : PAGES;

if (!existsSync(APP_INDEX) || !existsSync(SERVER_ENTRY)) {
  fail(
    `the production build is missing (${[APP_INDEX, SERVER_ENTRY].filter((f) => !existsSync(f)).join(', ')}): run \`npm run build\` first`,
  );
}
if (!existsSync(CHROME_PATH)) {
  fail(`no Chromium at ${CHROME_PATH}: install Debian's chromium or set CHROME_PATH`);
}

// ---------------------------------------------------------------------------------------------
// Clean-up, whatever happens (also on Ctrl-C)

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`lighthouse: clean-up: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\nlighthouse: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The built server with the demo data

/** The built server on a fresh data dir, the demo user's two years seeded before it listens. */
async function startServer(): Promise<string> {
  // seeding takes a while on 2 cores
  const app = await startApp({ DEMO_DATA: '1' }, { timeoutMs: 300_000 });
  cleanups.push(app.stop);
  return app.url;
}

// ---------------------------------------------------------------------------------------------
// The browser state of a page: first visit or returning, signed-in user

type Session = { token: string; role: string };

async function prepareState(page: Page, origin: string, session: Session | null): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cookies,local_storage,indexeddb',
    });
    if (!session) return;
    await cdp.send('Network.setCookie', {
      name: CONSENT_COOKIE,
      value: 'true',
      url: origin,
      path: '/',
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
    });
  } finally {
    await cdp.detach();
  }
  // Local storage needs a document of the origin: the favicon runs none of the app.
  await page.goto(`${origin}/favicon.svg`);
  const entries: Record<string, string> = {
    [TOKEN_KEY]: session.token,
    [ROLE_KEY]: session.role,
    [LANGUAGE_KEY]: 'en',
  };
  await page.evaluate((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

// ---------------------------------------------------------------------------------------------
// One audit

/** Lighthouse could not measure (NO_NAVSTART, NO_FCP, a hung page, …): worth another try. */
class LighthouseRunError extends Error {}

/** Tries a page up to 3 times when Lighthouse fails to measure it (it happens on a busy machine). */
async function auditWithRetries(...args: Parameters<typeof audit>): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= 3 || cleaning) throw error;
      console.warn(`lighthouse: ${error.message}; trying again`);
    }
  }
}

type Metrics = { fcp: number; lcp: number; tbt: number; cls: number };
type Cpu = { index: number; slowdown: number };
type Sample = {
  scores: Record<Category, number | null>;
  metrics: Metrics;
  cpu: Cpu;
  lhr: Result;
};

/**
 * The CPU slowdown of one run: `--cpu-slowdown`, or the one that makes this host emulate the
 * reference phone (REFERENCE_INDEX), from the benchmark Lighthouse itself runs, in a fresh page as
 * Lighthouse does (a page that has run it once measures about a fifth less).
 */
async function cpuSlowdown(page: Page): Promise<Cpu> {
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const calibrated = (DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX;
  return { index, slowdown: fixedSlowdown ?? Math.min(20, Math.max(1, calibrated)) };
}

async function audit(
  browser: Browser,
  origin: string,
  spec: PageSpec,
  session: Session,
  run: number,
): Promise<Sample> {
  const page = await browser.newPage();
  try {
    const cpu = await cpuSlowdown(page);
    await prepareState(page, origin, spec.signedIn ? session : null);
    const flags: Flags = {
      logLevel: 'error',
      output: reportDir ? ['html', 'json'] : 'json',
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.slowdown },
    };
    const result = await lighthouse(`${origin}${spec.path}`, flags, undefined, page).catch(
      (error: unknown) => {
        throw new LighthouseRunError(`${spec.path}: ${(error as Error).message}`, { cause: error });
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${spec.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(
        `${spec.path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      );
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== spec.path) {
      throw new Error(
        `${spec.path} ended on ${landed}` +
          (spec.signedIn ? ': the demo session was not accepted' : ''),
      );
    }
    if (reportDir) {
      const name = `${spec.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run}`;
      const [html, json] = result.report as string[];
      await writeFile(join(reportDir, `${name}.html`), html ?? '');
      await writeFile(join(reportDir, `${name}.json`), json ?? '');
    }
    const score = (id: Category) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      },
      cpu,
      lhr,
    };
  } finally {
    await page.close().catch(() => {});
  }
}

/** A page load outside the measurement: the server's first queries and Chromium's start. */
async function warmUp(browser: Browser, origin: string, spec: PageSpec, session: Session) {
  const page = await browser.newPage();
  try {
    await prepareState(page, origin, spec.signedIn ? session : null);
    await page.goto(`${origin}${spec.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
  } catch (error) {
    console.warn(`lighthouse: warm-up of ${spec.path}: ${(error as Error).message}`);
  } finally {
    await page.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Medians and the report

const median = (values: number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The run whose `value` is the median (the lower one of an even count): its audits are shown. */
const medianRun = (samples: Sample[], value: (s: Sample) => number): Sample =>
  [...samples].sort((a, b) => value(a) - value(b))[Math.floor((samples.length - 1) / 2)]!;

type PageResult = {
  spec: PageSpec;
  samples: Sample[];
  /** the medians */
  scores: Record<Category, number | null>;
  metrics: Metrics;
  /** the best run's figures (the highest score, the least time and shift) */
  best: Record<Category, number | null>;
  bestMetrics: Metrics;
  /** the budgets the medians miss */
  missed: Gate[];
  /** the gated budgets the judged figures miss */
  failed: Gate[];
};

function summarize(spec: PageSpec, samples: Sample[]): PageResult {
  const byCategory = (of: (known: number[]) => number) =>
    Object.fromEntries(
      CATEGORIES.map((c) => {
        const known = samples.map((s) => s.scores[c]).filter((v): v is number => v !== null);
        return [c, known.length ? Math.round(of(known)) : null];
      }),
    ) as Record<Category, number | null>;
  const byMetric = (of: (values: number[]) => number) =>
    Object.fromEntries(
      (['fcp', 'lcp', 'tbt', 'cls'] as const).map((m) => [
        m,
        of(samples.map((s) => s.metrics[m]).filter((v) => !Number.isNaN(v))),
      ]),
    ) as Metrics;
  const scores = byCategory(median);
  const metrics = byMetric(median);
  const best = byCategory((known) => Math.max(...known));
  const bestMetrics = byMetric((values) => (values.length ? Math.min(...values) : Number.NaN));
  const misses = (of: Record<Category, number | null>, m: Metrics): Gate[] => [
    ...CATEGORIES.filter((c) => (of[c] ?? 0) < spec.budget[c]),
    ...(m.cls <= CLS_BUDGET ? [] : (['cls'] as const)),
    ...(m.tbt <= spec.tbt ? [] : (['tbt'] as const)),
  ];
  const judged = judge === 'best' ? misses(best, bestMetrics) : misses(scores, metrics);
  return {
    spec,
    samples,
    scores,
    metrics,
    best,
    bestMetrics,
    missed: misses(scores, metrics),
    failed: judged.filter((gate) => gated(gate, spec.path)),
  };
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`);

function printTable(results: PageResult[]) {
  const header = [
    'page',
    'state',
    'perf',
    'best',
    'a11y',
    'bp',
    'FCP',
    'LCP',
    'TBT',
    'best',
    'CLS',
  ];
  const rows = results.map((r) => {
    const cell = (c: Category) => {
      const value = r.scores[c];
      return `${value ?? 'error'}${r.missed.includes(c) ? ` ✗ (≥${r.spec.budget[c]})` : ''}`;
    };
    const cls = Number.isNaN(r.metrics.cls) ? '–' : r.metrics.cls.toFixed(3);
    return [
      r.spec.path,
      r.spec.signedIn ? 'signed in' : 'first visit',
      cell('performance'),
      `${r.best.performance ?? 'error'}`,
      cell('accessibility'),
      cell('best-practices'),
      seconds(r.metrics.fcp),
      seconds(r.metrics.lcp),
      `${millis(r.metrics.tbt)}${r.missed.includes('tbt') ? ` ✗ (≤${r.spec.tbt})` : ''}`,
      millis(r.bestMetrics.tbt),
      `${cls}${r.missed.includes('cls') ? ` ✗ (≤${CLS_BUDGET})` : ''}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.info(line(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.info(line(row));
}

type Item = {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  description?: string;
  source?: { url?: string } | string;
  url?: string;
  label?: string;
  groupLabel?: string;
  /** the LCP element's phases */
  phase?: string;
  timing?: number;
  // what an item costs or could save
  wastedBytes?: number;
  wastedMs?: number;
  total?: number;
  duration?: number;
};

/** A few of an audit's items (elements, console messages, URLs), so a finding can be found. */
function itemsOf(result: Result['audits'][string], limit = 3): string[] {
  const details = result.details as { type?: string; items?: unknown[] } | undefined;
  // a 'list' (the LCP element's audit) holds tables: their rows
  const items = (
    details?.type === 'list'
      ? (details.items ?? []).flatMap((table) => (table as { items?: Item[] }).items ?? [])
      : (details?.items ?? [])
  ) as Item[];
  const texts = items
    .map((item) => {
      const source = typeof item.source === 'object' ? item.source?.url : item.source;
      let text =
        (item.node && `${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim()) ||
        item.description ||
        item.url ||
        source ||
        item.label ||
        item.groupLabel ||
        (item.phase && `${item.phase}: ${Math.round(item.timing ?? 0)} ms`) ||
        '';
      if (text.length > 140) text = `${text.slice(0, 137)}...`;
      const ms = item.wastedMs ?? item.total ?? item.duration;
      if (text && item.wastedBytes) text += ` (${Math.round(item.wastedBytes / 1024)} KiB)`;
      else if (text && ms && !item.phase) text += ` (${Math.round(ms)} ms)`;
      return text;
    })
    .filter(Boolean);
  const shown = texts.slice(0, limit);
  if (texts.length > limit) shown.push(`… ${texts.length - limit} more`);
  return shown;
}

function printFindings(r: PageResult) {
  const lines: string[] = [];
  for (const category of CATEGORIES.filter((c) => r.missed.includes(c))) {
    const sample = medianRun(r.samples, (s) => s.scores[category] ?? 0);
    const { lhr } = sample;
    lines.push(
      `  ${lhr.categories[category]?.title ?? category} ${sample.scores[category] ?? 'error'} (budget ${r.spec.budget[category]}):`,
    );
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || ref.group === 'hidden') continue;
      const failing =
        category === 'performance'
          ? result.score < 0.9 && result.scoreDisplayMode !== 'informative'
          : ref.weight > 0 && result.score < 1;
      if (!failing) continue;
      const value = result.displayValue ? `: ${result.displayValue}` : '';
      const kind = ref.group === 'metrics' ? ' [metric]' : '';
      lines.push(`    - ${result.title}${value}${kind}`);
      if (ref.group !== 'metrics') {
        const limit = ref.id === 'largest-contentful-paint-element' ? 5 : 3; // element and phases
        for (const item of itemsOf(result, limit)) lines.push(`        ${item}`);
      }
    }
  }
  if (r.missed.includes('tbt')) {
    const sample = medianRun(r.samples, (s) => s.metrics.tbt);
    lines.push(
      `  Total Blocking Time ${millis(sample.metrics.tbt)} (budget ${r.spec.tbt} ms); the main thread's work and longest tasks:`,
    );
    for (const id of ['bootup-time', 'long-tasks']) {
      const result = sample.lhr.audits[id];
      if (!result) continue;
      lines.push(`    - ${result.title}${result.displayValue ? `: ${result.displayValue}` : ''}`);
      for (const item of itemsOf(result, 4)) lines.push(`        ${item}`);
    }
  }
  if (r.missed.includes('cls')) {
    const sample = medianRun(r.samples, (s) => s.metrics.cls);
    lines.push(
      `  Cumulative Layout Shift ${sample.metrics.cls.toFixed(3)} (budget ${CLS_BUDGET}); the shifts:`,
    );
    const shifts = sample.lhr.audits['layout-shifts']?.details as
      | { items?: (Item & { score?: number; subItems?: { items?: { cause?: string }[] } })[] }
      | undefined;
    const culprits = (shifts?.items ?? []).slice(0, 5).map((item) => {
      const causes = (item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean);
      const where = item.node
        ? `${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim()
        : '';
      return (
        `${(item.score ?? 0).toFixed(3)} ${where.slice(0, 140) || '(no element named)'}` +
        (causes.length ? ` — ${causes.join('; ')}` : '')
      );
    });
    for (const item of culprits.length ? culprits : ['(Lighthouse names no element)']) {
      lines.push(`    - ${item}`);
    }
  }
  const warnings = new Set(
    r.samples
      .flatMap((s) => s.lhr.runWarnings)
      // the session in local storage is meant to be there
      .filter((w) => !(r.spec.signedIn && /stored data/i.test(w))),
  );
  for (const warning of warnings) lines.push(`  warning: ${warning}`);
  if (lines.length) {
    console.info(`\n${r.spec.path}`);
    for (const line of lines) console.info(line);
  }
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  if (reportDir) await mkdir(reportDir, { recursive: true });
  console.info('lighthouse: starting the built server with the demo data…');
  const origin = await startServer();
  const session = await signIn(origin, DEMO_EMAIL, DEMO_PASSWORD);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  cleanups.push(() => browser.disconnect());

  for (const spec of pages) await warmUp(browser, origin, spec, session);

  const loadBefore = load();
  const samples = new Map<PageSpec, Sample[]>(pages.map((p) => [p, []]));
  for (let run = 1; run <= runs; run++) {
    for (const spec of pages) {
      const started = Date.now();
      const sample = await auditWithRetries(browser, origin, spec, session, run);
      samples.get(spec)!.push(sample);
      console.info(
        `lighthouse: ${spec.path} run ${run}/${runs}: ` +
          CATEGORIES.map((c) => `${c} ${sample.scores[c] ?? 'error'}`).join(', ') +
          `, TBT ${millis(sample.metrics.tbt)} (CPU ${sample.cpu.slowdown.toFixed(1)}× for index ` +
          `${Math.round(sample.cpu.index)}; ${((Date.now() - started) / 1000).toFixed(0)} s, load ${load()})`,
      );
    }
  }
  const loadAfter = load();

  const results = pages.map((spec) => summarize(spec, samples.get(spec)!));
  const first = results[0]!.samples[0]!.lhr;
  const all = results.flatMap((r) => r.samples);
  const benchmark = median(all.map((s) => s.lhr.environment.benchmarkIndex));
  const [hostIndex, slowdown] = [
    median(all.map((s) => s.cpu.index)),
    median(all.map((s) => s.cpu.slowdown)),
  ];
  console.info(
    `\nLighthouse ${first.lighthouseVersion}, ${await browser.version()}, default mobile config ` +
      `(simulated throttling, ${fixedSlowdown ? `a fixed CPU slowdown of ${fixedSlowdown}×` : `the CPU slowed to the phone of index ${REFERENCE_INDEX / DEFAULT_SLOWDOWN}`}); ` +
      `${runs === 1 ? '1 run' : `median of ${runs} runs (best: the best run)`} per page.\n` +
      `Load average (1/5/15 min) before ${loadBefore}, after ${loadAfter} on ` +
      `${availableParallelism()} CPUs; benchmark index ${Math.round(hostIndex)} before the runs (` +
      `${Math.round(benchmark)} in them), CPU slowed ${slowdown.toFixed(1)}× (medians).\n`,
  );
  printTable(results);
  for (const r of results) printFindings(r);

  const missed = results.filter((r) => r.missed.length > 0);
  const failing = results.filter((r) => r.failed.length > 0);
  console.info(
    missed.length
      ? `\nBudget missed by the median on ${missed.map((r) => `${r.spec.path} (${r.missed.join(', ')})`).join(', ')}.`
      : '\nEvery page is within its budgets.',
  );
  for (const r of failing) {
    console.info(`Failing: ${r.spec.path} misses ${r.failed.join(', ')} in the ${judge} run.`);
  }
  if (missed.length && !failing.length) {
    console.info(
      `Not failing the run (--gate ${args.values.gate}, --judge ${judge}): only those budgets, ` +
        `held to the ${judge} run, fail it.`,
    );
  }
  return failing.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  // after Ctrl-C the browser is gone under Lighthouse's feet: that error says nothing
  if (!cleaning) console.error(`lighthouse: ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
