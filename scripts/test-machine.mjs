// What `npm test` needs besides the project's packages: Debian's Chromium for the browser tests
// and a PostgreSQL server for the api tests on PostgreSQL. On a machine that lacks them and lets
// us (root, with apt-get and Debian's PostgreSQL tools), they are installed or started here;
// otherwise the test run stops at once, saying what to install or start.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgres = new URL(
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);

const isRoot = process.getuid?.() === 0;
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const run = (command, args) =>
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

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

async function ensureChromium() {
  if (existsSync(chromium)) return;
  if (!process.env.CHROMIUM_PATH && isRoot && has('apt-get')) {
    console.log("Installing Debian's Chromium for the browser tests...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    if (existsSync(chromium)) return;
  }
  throw new Error(
    `The browser tests need Chromium at ${chromium}: install Debian's chromium package ` +
      '(apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

async function ensurePostgres() {
  if (await postgresAnswers()) return;
  const local = ['127.0.0.1', 'localhost'].includes(postgres.hostname);
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (local && isRoot && has('pg_ctlcluster') && versions.length > 0) {
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

/** Installs or starts what the tests need, or throws saying what to do. */
export async function ensureTestMachine() {
  await ensureChromium();
  await ensurePostgres();
}
