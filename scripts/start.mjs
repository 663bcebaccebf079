// `npm start`: builds the web app and compiles the api if need be, then runs the api, which serves
// the app and the API from one origin on PORT (3000) with the embedded database in DATA_DIR unless
// DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeArgs } from './api-command.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild();

const api = spawn(process.execPath, await apiNodeArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
