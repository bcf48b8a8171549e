// Brotli and gzip copies of the built app's text files, written beside them (`app.js.br`,
// `app.js.gz`) by a Vite plugin once the bundle is written (vite.config.ts), for the server to
// send in their place (server/static.ts).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  COMPRESSIBLE_EXTENSIONS,
  CSP_NONCE_PLACEHOLDER,
  PRECOMPRESSED,
  type ContentCoding,
} from '../server/static.js';

/** Smaller files gain less than the bytes a coding's headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COMPRESS: Record<ContentCoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
};

export type CompressSummary = {
  /** The files compressed and their bytes. */
  files: number;
  bytes: number;
  /** The copies written per coding and their bytes. */
  written: Record<ContentCoding, { files: number; bytes: number }>;
  ms: number;
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least MIN_COMPRESS_BYTES, each only when it is smaller than the file (an
 * older copy that is not is removed). A page with the CSP nonce placeholder (index.html) gets no
 * copy: the server writes a fresh nonce into it on every answer.
 */
export async function compressDir(dir: string): Promise<CompressSummary> {
  const started = performance.now();
  const summary: CompressSummary = {
    files: 0,
    bytes: 0,
    written: { br: { files: 0, bytes: 0 }, gzip: { files: 0, bytes: 0 } },
    ms: 0,
  };
  const queue = (await filesUnder(dir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  const compressOne = async (file: string) => {
    const data = await readFile(file);
    const skip = data.length < MIN_COMPRESS_BYTES || data.includes(CSP_NONCE_PLACEHOLDER);
    if (!skip) {
      summary.files += 1;
      summary.bytes += data.length;
    }
    for (const { coding, suffix } of PRECOMPRESSED) {
      const compressed = skip ? null : await COMPRESS[coding](data);
      if (compressed && compressed.length < data.length) {
        await writeFile(file + suffix, compressed);
        summary.written[coding].files += 1;
        summary.written[coding].bytes += compressed.length;
      } else {
        await rm(file + suffix, { force: true });
      }
    }
  };
  // zlib compresses on libuv's threads: one file per core keeps them busy, and no more.
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await compressOne(file);
    }
  });
  await Promise.all(workers);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

/** Vite plugin: precompresses the client build's output once it is written. */
export function compressPlugin(): Plugin {
  return {
    name: 'wealth:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const { files, bytes, written, ms } = await compressDir(options.dir);
        this.environment.logger.info(
          `precompressed ${files} files (${kB(bytes)}): brotli ${kB(written.br.bytes)}, ` +
            `gzip ${kB(written.gzip.bytes)} in ${(ms / 1000).toFixed(1)}s`,
        );
      },
    },
  };
}
