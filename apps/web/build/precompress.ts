import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** what a browser loads and compresses well: scripts, styles, pages, vector images, data */
const TEXT_FILE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/i;
/** source maps are read by developer tools only: gzip is enough, and keeps the build quick */
const SOURCE_MAP = /\.map$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) sibling of every text file under `dir`, and a `.gz` of every
 * source map, so the server sends them without compressing per request (decision 0063). Every text file gets
 * both, however small: the server then never has to compress a static file itself. Returns the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file) || SOURCE_MAP.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const gzipped = gzipAsync(content, { level: 9 });
      if (TEXT_FILE.test(file)) {
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        await writeFile(`${file}.br`, await brotli(content, { params }));
        written.push(`${file}.br`);
      }
      await writeFile(`${file}.gz`, await gzipped);
      written.push(`${file}.gz`);
    }),
  );
  return written.sort();
}

/** `vite build` ends by precompressing what it wrote (the bundle and the public files). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tapline:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = await precompressDir(outDir);
      config.logger.info(`precompressed ${written.length} files (.br, .gz) in ${path.relative(config.root, outDir)}`);
    },
  };
}
