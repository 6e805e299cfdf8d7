import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, memoryTemplatePath, one, openDb, SCHEMA_VERSION } from './db';

// The template goes to the system's temporary folder: here, a folder of this test's own.
const systemTmp = process.env['TMPDIR'];
let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'db-template-test-'));
  process.env['TMPDIR'] = folder;
});
afterAll(() => {
  if (systemTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = systemTmp;
  rmSync(folder, { recursive: true, force: true });
});

const tableCount = async (db: Awaited<ReturnType<typeof openDb>>) =>
  (await all<{ name: string }>(db, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).length;

describe('in-memory databases', () => {
  it('the first writes a template of the empty schema; the next starts from it, with none of the first one\'s rows', async () => {
    expect(memoryTemplatePath().startsWith(folder)).toBe(true);
    expect(existsSync(memoryTemplatePath())).toBe(false);
    const first = await openDb('memory');
    expect(existsSync(memoryTemplatePath())).toBe(true);
    await first.query("INSERT INTO meta (key, value) VALUES ('probe', '1')");
    const second = await openDb('memory');
    expect(await tableCount(second)).toBe(await tableCount(first));
    expect(await one(second, "SELECT value FROM meta WHERE key = 'probe'")).toBeNull();
    expect(Number((await one<{ value: unknown }>(second, "SELECT value FROM meta WHERE key = 'schemaVersion'"))?.value)).toBe(SCHEMA_VERSION);
    await Promise.all([first.close(), second.close()]);
  });

  it('a damaged template is made again, and the database still opens', async () => {
    writeFileSync(memoryTemplatePath(), 'not a tar file');
    const db = await openDb('memory');
    expect(await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM users')).toEqual({ n: 0 });
    expect(readFileSync(memoryTemplatePath()).length).toBeGreaterThan(1_000_000);
    await db.close();
  });
});
