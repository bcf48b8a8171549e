// Builds the server once, so production runs plain node (`npm run serve`) and not TypeScript
// through tsx. esbuild compiles each file of server/ on its own into dist-server/server/ and keeps the
// layout, and the files the server reads beside its code are copied next to them (the schema,
// the migrations, the demo prices). So every `new URL('…', import.meta.url)` finds the same file
// it finds in the sources. Packages stay in node_modules.
import { build } from 'esbuild';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export const OUT_DIR = 'dist-server';

/** Files the server reads at run time, relative to the project root. */
const ASSETS = ['schema.graphql', 'server/db/migrations', 'server/demo/prices.json'];

async function main() {
  const started = performance.now();
  await rm(OUT_DIR, { recursive: true, force: true });
  const entryPoints = (await readdir('server', { recursive: true }))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join('server', file));
  await build({
    entryPoints,
    outdir: path.join(OUT_DIR, 'server'),
    outbase: 'server',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const asset of ASSETS) {
    await cp(asset, path.join(OUT_DIR, asset), { recursive: true });
  }
  console.info(
    `Server built into ${OUT_DIR}/ (${entryPoints.length} files) in ${Math.round(performance.now() - started)} ms`,
  );
}

await main();
