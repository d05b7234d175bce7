/**
 * Which Chromium the e2e suite drives. CHROMIUM_PATH wins; else Debian's /usr/bin/chromium when
 * installed; else the Chromium that `@sparticuz/chromium` ships inside its npm package, so that
 * `npm ci && npm test` needs nothing but Node (the binary links only libc, libgcc, libexpat and
 * NSS/NSPR, which the machine has; fonts come in the package).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The launcher above is a shell script that starts this binary: without it there is no browser.
const DEBIAN_CHROMIUM_BINARY = '/usr/lib/chromium/chromium';
const run = promisify(execFile);

export interface ChromiumBinary {
  executablePath: string;
  /** Extra environment for the browser process: the packaged browser's own fonts. */
  env?: Record<string, string>;
}

export async function chromiumBinary(): Promise<ChromiumBinary> {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH };
  if (existsSync(DEBIAN_CHROMIUM) && existsSync(DEBIAN_CHROMIUM_BINARY)) return { executablePath: DEBIAN_CHROMIUM };
  const dir = await unpackedPackagedChromium();
  // Its fonts only (Open Sans), whatever the machine has: text renders the same on every machine.
  return { executablePath: join(dir, 'chromium'), env: { FONTCONFIG_FILE: join(dir, 'fonts.conf') } };
}

/**
 * The package keeps the browser brotli-compressed and unpacks it into os.tmpdir() on first use,
 * in place and without a lock. Unpack it once per install and version instead, in a child process
 * with its own TMPDIR, then move the finished folder into place: parallel runs never see half a binary.
 */
async function unpackedPackagedChromium(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const packageDir = join(entry, '..', '..');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cache = join(packageDir, '..', '..', '.cache');
  const dir = join(cache, `sparticuz-chromium-${version}`);
  if (existsSync(join(dir, 'fonts.conf'))) return dir;
  await mkdir(cache, { recursive: true });
  const staging = await mkdtemp(join(cache, 'sparticuz-chromium-unpacking-'));
  try {
    const unpack = `import(${JSON.stringify(pathToFileURL(entry).href)}).then((m) => m.default.executablePath())`;
    await run(process.execPath, ['--input-type=module', '-e', unpack], { env: { ...process.env, TMPDIR: staging } });
    // Written last, so its presence means a complete folder; it names the final paths.
    await writeFile(join(staging, 'fonts.conf'), fontsConf(dir));
    await rename(staging, dir).catch((error: NodeJS.ErrnoException) => {
      // Another run finished first: use its folder.
      if (!existsSync(join(dir, 'fonts.conf'))) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return dir;
}

const fontsConf = (dir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`;
