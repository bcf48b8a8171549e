// The browser journeys, file by file (npm run test:e2e [-- files]): each file runs in its own
// `node --test` process, and a file that fails is run once more. A file that passes the second
// time is reported as flaky, with the journeys that failed the first time; one that fails twice
// fails the run. A journey drives Chromium against a real server on a noisy 2-core machine: a
// rare timing miss must not cost a day's work, and a real fault fails both runs.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const E2E_DIR = 'tests/e2e';

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(E2E_DIR)
        .filter((name) => name.endsWith('.test.ts') && !name.startsWith('_'))
        .sort()
        .map((name) => `${E2E_DIR}/${name}`);

/** Runs one file's journeys, its output shown as it comes; answers the names of those that failed. */
function run(file: string): Promise<{ ok: boolean; failed: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', (code) => {
      const failed = [...output.matchAll(/^not ok \d+ - (.+)$/gmu)].map((match) => match[1]!);
      resolve({ ok: code === 0, failed });
    });
  });
}

const flaky: string[] = [];
const failing: string[] = [];
for (const file of files) {
  const first = await run(file);
  if (first.ok) continue;
  console.log(`\n# ${file} failed (${first.failed.join('; ') || 'no journey named'}): once more\n`);
  const second = await run(file);
  if (second.ok) flaky.push(`${file}: ${first.failed.join('; ')}`);
  else failing.push(`${file}: ${second.failed.join('; ') || 'failed'}`);
}

if (flaky.length > 0) {
  console.log(`\nFLAKY (failed once, then passed):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
}
if (failing.length > 0) {
  console.log(`\nFAILED (twice):\n${failing.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll journeys passed (${files.length} files).`);
