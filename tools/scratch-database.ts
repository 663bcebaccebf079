import { randomBytes } from 'node:crypto';
import { withClient } from './database-clients.ts';

// A scratch PostgreSQL database per run or scenario, on the server of TEST_POSTGRES_URL (the
// machine's own by default), named by its prefix and a random tail; `drop()` removes it.

const BASE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const urlOf = (database: string) =>
  Object.assign(new URL(BASE), { pathname: `/${database}` }).toString();

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<unknown>;
}

export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(BASE, (c) => c.query(`create database ${name}`));
  return {
    name,
    url: urlOf(name),
    drop: () => withClient(BASE, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}
