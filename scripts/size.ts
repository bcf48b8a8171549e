// The JavaScript each route needs before its first paint, from the production build, against the
// budgets of issue 10. Usage: npm run build && npm run size [distDir]
//
// Before the first paint a route needs the entry with its modulepreloads (dist/index.html) and
// the chunks of the router's lazy route modules that the route matches, each with every chunk it
// imports statically (`import … from "./x.js"`), followed through the built files. Dynamic
// imports (the data grid's table, the charts) load later and are listed apart. Sizes are raw and
// gzip (zlib level 9), in kB of 1,000 bytes. It prints the table always and exits 1 when a route
// is over its budget or needs before its first paint a package it must not (MUI X DataGrid or
// charts on a route that does not show them first).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

type Heavy = 'DataGrid' | 'charts';

type RouteSpec = {
  path: string;
  /** The route modules (src/app/router.tsx's lazy imports) rendered at this path, outer first. */
  modules: string[];
  /** JS before the first paint, gzip, in kB; none: reported only. */
  budgetKb?: number;
  /** Packages this route must not load before its first paint. */
  forbid: Heavy[];
};

const routes: RouteSpec[] = [
  {
    path: '/',
    modules: ['PublicLayout', 'LandingPage'],
    budgetKb: 200,
    forbid: ['DataGrid', 'charts'],
  },
  {
    // Issue 29 asks for 250 kB (issue 10 asked for 200, not reachable with the product's stack:
    // React DOM (58 kB), React Router (41), MUI's core and Emotion (35), i18next (18) and the app's
    // frame make ~180 kB before the page). The sign-in form adds Formik (11), yup (13), the outlined
    // input (6: src/components/form/TextInput.tsx, as MUI's TextField brought Select, Menu,
    // Popover and Modal) and its own documents (1: each module's are its own). Apollo Client
    // (about 50) loads once the page is drawn (src/lib/useApiClient.ts). 270.7 kB before both.
    path: '/login',
    modules: ['PublicLayout', 'LoginPage'],
    budgetKb: 250,
    forbid: ['DataGrid', 'charts'],
  },
  {
    path: '/dashboard',
    modules: ['ApolloBoundary', 'AppShell', 'DashboardPage'],
    budgetKb: 350,
    forbid: ['DataGrid'],
  },
  {
    // a phone shows cards here: the grid comes with the table view only; the page is the generic
    // list page given the accounts resource (src/app/router.tsx: resourceRoutes)
    path: '/accounts',
    modules: ['ApolloBoundary', 'AppShell', 'ResourceListPage', 'accountsResource'],
    forbid: ['DataGrid', 'charts'],
  },
];

const heavyPackages: Record<Heavy, { source: string; marker: string }> = {
  DataGrid: { source: '/node_modules/@mui/x-data-grid/', marker: 'MuiDataGrid-' },
  charts: { source: '/node_modules/@mui/x-charts/', marker: 'MuiChartsSurface' },
};

const KB = 1000;
const distDir = process.argv[2] ?? 'dist';
const routerFile = 'src/app/router.tsx';

function fail(message: string): never {
  console.error(`size: ${message}`);
  process.exit(1);
}

if (!existsSync(join(distDir, 'index.html'))) fail(`no ${distDir}/index.html: run npm run build`);

type Chunk = {
  file: string; // relative to distDir, e.g. assets/index-abc.js
  raw: number;
  gzip: number;
  staticImports: string[];
  dynamicImports: string[];
  heavy: Set<Heavy>;
};

const chunks = new Map<string, Chunk>();

/** `./x.js` from the chunk `assets/a.js` → `assets/x.js`. */
const resolveFrom = (from: string, spec: string) =>
  relative(distDir, join(distDir, from, '..', spec))
    .split('\\')
    .join('/');

function chunk(file: string): Chunk {
  const known = chunks.get(file);
  if (known) return known;
  const full = join(distDir, file);
  if (!existsSync(full)) fail(`${file} is imported but not in ${distDir}`);
  const code = readFileSync(full);
  const text = code.toString('utf8');
  const staticImports = new Set<string>();
  // import{a as b}from"./x.js"; import"./x.js"; export{a}from"./x.js" (statement starts only)
  const staticRe =
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{][^;"'`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/gu;
  for (const match of text.matchAll(staticRe)) staticImports.add(resolveFrom(file, match[1]!));
  const dynamicImports = new Set<string>();
  for (const match of text.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/gu)) {
    dynamicImports.add(resolveFrom(file, match[1]!));
  }
  const heavy = new Set<Heavy>();
  const mapFile = `${full}.map`;
  const sources = existsSync(mapFile)
    ? ((JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] }).sources ?? [])
    : undefined;
  for (const [name, { source, marker }] of Object.entries(heavyPackages) as [
    Heavy,
    { source: string; marker: string },
  ][]) {
    const found = sources
      ? sources.some((s) => `/${s.split('\\').join('/')}`.includes(source))
      : text.includes(marker);
    if (found) heavy.add(name);
  }
  const entry: Chunk = {
    file,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    staticImports: [...staticImports],
    dynamicImports: [...dynamicImports],
    heavy,
  };
  chunks.set(file, entry);
  return entry;
}

/** The chunks and every chunk they import statically. */
function closure(files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...chunk(file).staticImports);
  }
  return seen;
}

// the entry and its modulepreloads, from the built index.html
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const htmlJs = (re: RegExp) =>
  [...html.matchAll(re)].map((m) => m[1]!.replace(/^\//u, '')).filter((f) => f.endsWith('.js'));
const entryFiles = htmlJs(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/gu);
const preloadFiles = htmlJs(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/gu);
if (entryFiles.length === 0) fail(`no <script type="module"> in ${distDir}/index.html`);
const shell = closure([...entryFiles, ...preloadFiles]);

// The lazy route modules: each must still be a lazy import of the router, and the build must
// hold exactly one chunk for it (Vite names a dynamic entry's chunk after its module).
const routerSource = readFileSync(routerFile, 'utf8');
const lazyTargets = new Set([...shell].flatMap((file) => chunk(file).dynamicImports));
function routeChunk(module: string): string {
  const lazyImport = new RegExp(`import\\(\\s*['"][^'"]*/${module}['"]\\s*\\)`, 'u');
  if (!lazyImport.test(routerSource)) {
    fail(`${routerFile} no longer imports ${module} lazily: update the routes in scripts/size.ts`);
  }
  const named = new RegExp(`^${module}-[\\w-]{6,}\\.js$`, 'u');
  const found = [...lazyTargets].filter((file) => named.test(basename(file)));
  if (found.length !== 1) {
    fail(`expected one lazy chunk for ${module}, found ${found.length}: ${found.join(', ')}`);
  }
  return found[0]!;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const sum = (files: Iterable<string>, key: 'raw' | 'gzip') =>
  [...files].reduce((total, file) => total + chunk(file)[key], 0);
const heavyIn = (files: Iterable<string>) =>
  new Set([...files].flatMap((file) => [...chunk(file).heavy]));
const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

type Result = {
  spec: RouteSpec;
  files: string[];
  raw: number;
  gzip: number;
  heavy: Set<Heavy>;
  later: { file: string; raw: number; gzip: number; heavy: Set<Heavy> }[];
  problems: string[];
};

const results: Result[] = routes.map((spec) => {
  const routeFiles = spec.modules.map(routeChunk);
  const firstPaint = closure([...shell, ...routeFiles]);
  const files = [...firstPaint].sort((a, b) => chunk(b).gzip - chunk(a).gzip);
  const raw = sum(files, 'raw');
  const gzip = sum(files, 'gzip');
  const heavy = heavyIn(files);
  // what the route's own chunks load on demand (the table view, the charts), beyond the above;
  // the shell's dynamic imports are the router's other routes
  const later = [...closure(routeFiles)]
    .filter((file) => !shell.has(file))
    .flatMap((file) => chunk(file).dynamicImports)
    .filter((file, i, all) => all.indexOf(file) === i && !firstPaint.has(file))
    .map((file) => {
      const extra = [...closure([file])].filter((f) => !firstPaint.has(f));
      return { file, raw: sum(extra, 'raw'), gzip: sum(extra, 'gzip'), heavy: heavyIn(extra) };
    });
  const problems: string[] = [];
  if (spec.budgetKb !== undefined && gzip > spec.budgetKb * KB) {
    problems.push(`${kb(gzip)} kB gzip is over the budget of ${spec.budgetKb} kB`);
  }
  for (const name of spec.forbid) {
    if (heavy.has(name)) {
      const where = files.filter((f) => chunk(f).heavy.has(name)).map((f) => basename(f));
      problems.push(`loads ${name} before its first paint (${where.join(', ')})`);
    }
  }
  return { spec, files, raw, gzip, heavy, later, problems };
});

console.log(`JavaScript before the first paint (${distDir}; kB = 1,000 bytes; gzip level 9)\n`);
for (const { spec, files, later } of results) {
  console.log(`${spec.path}  (route modules: ${spec.modules.join(', ')})`);
  for (const file of files) {
    const c = chunk(file);
    const tags = [...c.heavy].map((h) => ` [${h}]`).join('');
    console.log(
      `  ${pad(kb(c.gzip), 7, true)} gz ${pad(kb(c.raw), 7, true)} raw  ${basename(file)}${tags}`,
    );
  }
  if (later.length) {
    console.log('  on demand after the first paint (with the chunks they add):');
    for (const l of later.sort((a, b) => b.gzip - a.gzip)) {
      const tags = [...l.heavy].map((h) => ` [${h}]`).join('');
      console.log(
        `  ${pad(kb(l.gzip), 7, true)} gz ${pad(kb(l.raw), 7, true)} raw  + ${basename(l.file)}${tags}`,
      );
    }
  }
  console.log('');
}

const header = ['route', 'chunks', 'gzip kB', 'raw kB', 'budget', 'DataGrid', 'charts', 'status'];
const rows = results.map(({ spec, files, gzip, raw, heavy, problems }) => [
  spec.path,
  String(files.length),
  kb(gzip),
  kb(raw),
  spec.budgetKb === undefined ? '-' : `${spec.budgetKb}`,
  heavy.has('DataGrid') ? 'yes' : 'no',
  heavy.has('charts') ? 'yes' : 'no',
  problems.length ? 'FAIL' : 'ok',
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => pad(cell, widths[i]!, i > 0 && i < 5)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

const problems = results.flatMap(({ spec, problems: p }) => p.map((m) => `${spec.path}: ${m}`));
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
