import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The layers (.dependency-cruiser.cjs, run by `npm run lint`): the repository keeps them, and an
// import against them is refused.

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const root = path.resolve(import.meta.dirname, '..');

/** The rules each broken import of the files under `baseDir` breaks, and how many files were read. */
async function brokenRules(baseDir: string, dirs: string[], tsConfig?: string) {
  const result = await cruise(
    dirs,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      doNotFollow: config.options.doNotFollow,
      exclude: config.options.exclude,
      tsPreCompilationDeps: true,
      ...(tsConfig && { tsConfig: { fileName: tsConfig } }),
    },
    config.options.enhancedResolveOptions,
  );
  if (typeof result.output === 'string') throw new Error('expected the cruise result');
  const { violations, totalCruised } = result.output.summary;
  return {
    broken: violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`),
    files: totalCruised,
  };
}

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A tree of files with the given contents. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adepa-layers-'));
  fixtures.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the layers', () => {
  it('are kept by the api, the web app and the contract', { timeout: 60_000 }, async () => {
    const dirs = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
    const { broken, files } = await brokenRules(root, dirs, 'tsconfig.base.json');
    expect(files).toBeGreaterThan(400);
    expect(broken).toEqual([]);
  });

  it('refuse an import against them', { timeout: 60_000 }, async () => {
    const dir = tree({
      'apps/api/src/modules/users/index.ts': "export { findUser } from './repository.ts';\n",
      'apps/api/src/modules/users/repository.ts': 'export const findUser = () => 1;\n',
      'apps/api/src/plugins/auth.ts':
        "import { findUser } from '../modules/users/index.ts';\nexport const auth = findUser;\n",
      'apps/api/src/lib/ids.ts':
        "import { auth } from '../plugins/auth.ts';\nexport const id = auth;\n",
      'apps/api/src/modules/orders/index.ts':
        "import { findUser } from '../users/repository.ts';\nexport const orders = findUser;\n",
      'apps/api/src/db/schema.ts': 'export const users = {};\n',
      'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }\n',
      'node_modules/drizzle-orm/index.js': 'export const eq = () => true;\n',
      'apps/api/src/modules/users/admin-routes.ts':
        "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema.ts';\nexport const routes = eq(users, 1);\n",
      'apps/api/src/modules/users/sessions.ts':
        "import { eq } from 'drizzle-orm';\nexport const spend = eq;\n",
      'apps/api/src/modules/users/tokens-repository.ts':
        "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema.ts';\nexport const tokens = eq(users, 2);\n",
      'apps/web/src/features/cart/index.ts':
        "import { line } from '../checkout/components/line.ts';\nexport const cart = line;\n",
      'apps/web/src/features/checkout/components/line.ts':
        "import { cart } from '../../cart/index.ts';\nexport const line = () => cart;\n",
    });
    const { broken } = await brokenRules(dir, ['apps']);
    expect(broken).toEqual(
      expect.arrayContaining([
        'api-plugins-import-no-module: apps/api/src/plugins/auth.ts -> apps/api/src/modules/users/index.ts',
        'api-lib-is-the-bottom: apps/api/src/lib/ids.ts -> apps/api/src/plugins/auth.ts',
        'api-modules-through-their-index: apps/api/src/modules/orders/index.ts -> apps/api/src/modules/users/repository.ts',
        'api-sql-only-in-repositories: apps/api/src/modules/users/admin-routes.ts -> apps/api/src/db/schema.ts',
        'api-sql-only-in-repositories: apps/api/src/modules/users/admin-routes.ts -> node_modules/drizzle-orm/index.js',
        'api-sql-only-in-repositories: apps/api/src/modules/users/sessions.ts -> node_modules/drizzle-orm/index.js',
        'web-features-through-their-index: apps/web/src/features/cart/index.ts -> apps/web/src/features/checkout/components/line.ts',
      ]),
    );
    expect(broken.some((rule) => rule.startsWith('no-cycles: apps/web/src/features/'))).toBe(true);
    // A module's repository files may hold its SQL.
    expect(broken.filter((rule) => rule.includes('modules/users/tokens-repository.ts ->'))).toEqual(
      [],
    );
  });

  it('keep a capability in its folder, reached through its index.ts', {
    timeout: 60_000,
  }, async () => {
    const dir = tree({
      'apps/api/src/modules/users/index.ts': 'export const findUser = () => 1;\n',
      'apps/api/src/backups/index.ts': "export { newestBackup } from './schedule.ts';\n",
      'apps/api/src/backups/schedule.ts':
        "import { findUser } from '../modules/users/index.ts';\nexport const newestBackup = findUser;\n",
      'apps/api/src/backups/commands/backup.ts':
        "import { newestBackup } from '../schedule.ts';\nexport const file = newestBackup();\n",
      'apps/api/src/modules/health/routes.ts':
        "import { newestBackup } from '../../backups/schedule.ts';\nexport const health = newestBackup;\n",
      'apps/api/src/server.ts':
        "import { newestBackup } from './backups/index.ts';\nexport const start = newestBackup;\n",
      'apps/api/src/db/schema.ts': 'export const smsOutbox = {};\n',
      'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }\n',
      'node_modules/drizzle-orm/index.js': 'export const eq = () => true;\n',
      'apps/api/src/sms/worker.ts':
        "import { eq } from 'drizzle-orm';\nimport { smsOutbox } from '../db/schema.ts';\nexport const claim = eq(smsOutbox, 1);\n",
      'apps/api/src/sms/repository.ts':
        "import { eq } from 'drizzle-orm';\nimport { smsOutbox } from '../db/schema.ts';\nexport const sent = eq(smsOutbox, 2);\n",
      'apps/api/src/sms/delivery-repository.ts':
        "import { eq } from 'drizzle-orm';\nexport const delivered = eq;\n",
      'apps/api/src/backups/dump.ts':
        "import { eq } from 'drizzle-orm';\nexport const dump = eq;\n",
    });
    const { broken } = await brokenRules(dir, ['apps']);
    // A capability's SQL is in its repository files too (the backup's dump excepted).
    expect(broken.sort()).toEqual([
      'api-capabilities-import-no-module: apps/api/src/backups/schedule.ts -> apps/api/src/modules/users/index.ts',
      'api-capabilities-through-their-index: apps/api/src/modules/health/routes.ts -> apps/api/src/backups/schedule.ts',
      'api-sql-only-in-repositories: apps/api/src/sms/worker.ts -> apps/api/src/db/schema.ts',
      'api-sql-only-in-repositories: apps/api/src/sms/worker.ts -> node_modules/drizzle-orm/index.js',
    ]);
  });
});
