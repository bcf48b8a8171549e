// Builds the server once, so production runs plain node (`npm run serve`) and not TypeScript
// through tsx. esbuild compiles each file of server/ and shared/ on its own into dist-server/ and keeps
// the layout, and the files the server reads beside its code are copied next to them (the schema,
// the migrations, the demo prices). So every `new URL('…', import.meta.url)` finds the same file
// it finds in the sources. Packages stay in node_modules.
import { build } from 'esbuild';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export const OUT_DIR = 'dist-server';

/** Files the server reads at run time, relative to the project root. */
// (public/locales: the app's texts, which a CSV export writes its headers in; package.json: the
// app's version, which a backup names)
const ASSETS = [
  'package.json',
  'schema.graphql',
  'server/db/migrations',
  'server/demo/prices.json',
  'public/locales',
];

async function main() {
  const started = performance.now();
  await rm(OUT_DIR, { recursive: true, force: true });
  // server/ and shared/ (what the server shares with the browser app), each in its own folder
  const entryPoints = (
    await Promise.all(
      ['server', 'shared'].map(async (dir) =>
        (await readdir(dir, { recursive: true })).map((file) => path.join(dir, file)),
      ),
    )
  )
    .flat()
    .filter((file) => file.endsWith('.ts'));
  await build({
    entryPoints,
    outdir: OUT_DIR,
    outbase: '.',
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
