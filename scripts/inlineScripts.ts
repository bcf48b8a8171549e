// The prerendered pages' inline scripts (src/prerender/inline/), built from their TypeScript with
// the app's own modules at build time (scripts/prerender.ts; tests/server/prerender.test.ts runs
// them).
import path from 'node:path';
import { build } from 'esbuild';
import type { InlineScriptCall } from '../src/prerender/render';

const INLINE_DIR = path.resolve('src/prerender/inline');

/**
 * The script of a call: src/prerender/inline/<name>.ts's default export, with what it imports,
 * called with the call's parameters; minified for the browsers the app supports, its constants
 * folded with the parameters (a visitor's check keeps no user's rule). esbuild writes `</script`
 * in a string as `<\/script`, so nothing in the parameters can close the tag.
 */
export async function inlineScript({ name, params }: InlineScriptCall): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `import run from './${name}';\nrun(${JSON.stringify(params)});`,
      resolveDir: INLINE_DIR,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text.trim();
}
