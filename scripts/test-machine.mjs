// What `npm test` needs besides the project's packages: a Chromium for the browser tests and a
// PostgreSQL server for the api tests on PostgreSQL. Chromium is, in this order: CHROMIUM_PATH,
// the system's, Playwright's own, one Playwright's installer downloads, or (as root on Debian or
// Ubuntu, when that download cannot be reached) the distribution's `chromium` package; the one
// found is handed to the tests in CHROMIUM_PATH. A local PostgreSQL that is down is started (as
// root, with Debian's tools). Otherwise the run stops at once with one sentence saying what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const postgres = new URL(
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const SYSTEM_CHROMIUMS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 5 * 60_000;

const isRoot = process.getuid?.() === 0;
const which = (command) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};
const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    ...options,
  });

/** Playwright's own Chromium, where its installer puts it, if it is there. */
function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function findChromium() {
  for (const command of SYSTEM_CHROMIUMS) {
    const file = which(command);
    if (file) return file;
  }
  return playwrightChromium();
}

function installChromium() {
  console.log("Installing Playwright's Chromium for the browser tests...");
  try {
    run('npx', ['playwright', 'install', 'chromium'], { timeout: PLAYWRIGHT_INSTALL_TIMEOUT_MS });
  } catch {
    // Its download may not be reachable from here: the distribution's package is next.
  }
  const downloaded = playwrightChromium();
  if (downloaded) return downloaded;
  const debian = existsSync('/etc/debian_version');
  if (isRoot && debian && which('apt-get')) {
    console.log("Installing the distribution's Chromium for the browser tests...");
    try {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium']);
    } catch {
      // Said by the caller, with what to do.
    }
    return findChromium();
  }
  return undefined;
}

/** The Chromium the browser tests drive, installed if need be; its path. */
function ensureChromium() {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (existsSync(given)) return given;
    throw new Error(`CHROMIUM_PATH names ${given}, which does not exist.`);
  }
  const found = findChromium() ?? installChromium();
  if (found) return found;
  throw new Error(
    'The browser tests need Chromium: install it (npx playwright install chromium, or your ' +
      "system's chromium package) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** Whether something listens at PostgreSQL's address. */
function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = connect(Number(postgres.port || 5432), postgres.hostname);
    const done = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function ensurePostgres() {
  if (await postgresAnswers()) return;
  const local = ['127.0.0.1', 'localhost'].includes(postgres.hostname);
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (local && isRoot && which('pg_ctlcluster') && versions.length > 0) {
    console.log('Starting PostgreSQL for the api tests...');
    try {
      run('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start']);
      for (let i = 0; i < 30; i++) {
        if (await postgresAnswers()) return;
        await sleep(1000);
      }
    } catch {
      // Said below, with what to do.
    }
  }
  throw new Error(
    `The api tests need PostgreSQL at ${postgres.host} (user ${postgres.username || 'postgres'}, ` +
      'trust authentication): start it, or set TEST_POSTGRES_URL to one.',
  );
}

/**
 * Installs or starts what the tests need, or throws saying what to do. The Chromium found is set
 * in CHROMIUM_PATH for the test runners this process starts.
 */
export async function ensureTestMachine() {
  process.env.CHROMIUM_PATH = ensureChromium();
  await ensurePostgres();
}
