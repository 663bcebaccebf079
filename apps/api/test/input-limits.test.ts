import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Every input of every route is bounded: each string has a maximum length (or is one of a few
// values), each list a maximum number of entries and each number a maximum. The check reads the
// OpenAPI document, which is generated from the same zod schemas that validate requests, so a new
// route or field without a limit fails here. (The whole body is also capped at 1 MiB.)

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function unbounded(schema: Schema | undefined, where: string): string[] {
  if (!schema) return [];
  const types = [schema.type].flat();
  const problems = [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].flatMap((part) => unbounded(part, where));
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && schema.maxLength === undefined && !fixed)
    problems.push(`${where}: a string without a maximum length`);
  if ((types.includes('number') || types.includes('integer')) && schema.maximum === undefined)
    problems.push(`${where}: a number without a maximum`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) problems.push(`${where}: a list without a maximum size`);
    problems.push(...unbounded(schema.items, `${where}[]`));
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    problems.push(...unbounded(property, `${where}.${name}`));
  return problems;
}

it('bounds every parameter and body field of every route', () => {
  const paths = (t.app.swagger() as unknown as { paths: Record<string, Record<string, Schema>> })
    .paths;
  const problems: string[] = [];
  let inputs = 0;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters ?? []) as Schema[]) {
        inputs++;
        problems.push(...unbounded(parameter.schema as Schema, `${route} ${parameter.name}`));
      }
      const bodies = (operation.requestBody as { content?: Record<string, Schema> })?.content;
      for (const body of Object.values(bodies ?? {})) {
        inputs++;
        problems.push(...unbounded(body.schema as Schema, `${route} body`));
      }
    }
  }
  expect(inputs).toBeGreaterThan(40);
  expect(problems).toEqual([]);
});

it('refuses a body over 1 MiB with 413 and an error', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().error).toBeTruthy();
});
