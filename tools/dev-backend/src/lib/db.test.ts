import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, memoryTemplatePath, one, openDb, SCHEMA_VERSION, type Db } from './db';

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

const tableCount = async (db: Db) =>
  (await all<{ name: string }>(db, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).length;
const metaValue = async (db: Db, key: string) =>
  (await one<{ value: unknown }>(db, 'SELECT value FROM meta WHERE key = $1', [key]))?.value ?? null;

// Opening a database is Postgres starting (and, without the template, its initdb): seconds of CPU each, so the
// databases open in the hooks and the tests check what they hold.
describe('new databases', () => {
  let templateBefore = true;
  let templateAfterFirst = false;
  const open: Db[] = [];
  let first: Db;
  let second: Db;
  let diskFolder = '';
  let diskMark: unknown;
  let diskAgain: Db;
  beforeAll(async () => {
    templateBefore = existsSync(memoryTemplatePath());
    first = await openDb('memory');
    open.push(first);
    templateAfterFirst = existsSync(memoryTemplatePath());
    await first.query("INSERT INTO meta (key, value) VALUES ('probe', '1')");
    second = await openDb('memory');
    open.push(second);

    // A row of the template's own shows that a new on-disk database started from it (and not from initdb).
    await second.query("INSERT INTO meta (key, value) VALUES ('templateMark', '3')");
    writeFileSync(memoryTemplatePath(), new Uint8Array(await (await second.dumpDataDir('none')).arrayBuffer()));
    await second.query("DELETE FROM meta WHERE key = 'templateMark'");
    // A folder whose parent does not exist yet either.
    diskFolder = join(folder, 'data', 'db');
    const disk = await openDb(diskFolder);
    diskMark = await metaValue(disk, 'templateMark');
    await disk.query("INSERT INTO meta (key, value) VALUES ('probe', '2')");
    await disk.close();
    diskAgain = await openDb(diskFolder);
    open.push(diskAgain);
  });
  afterAll(() => Promise.all(open.map((db) => db.close())));

  it('the first writes a template of the empty schema', () => {
    expect(memoryTemplatePath().startsWith(folder)).toBe(true);
    expect(templateBefore).toBe(false);
    expect(templateAfterFirst).toBe(true);
  });

  it("the next in memory starts from it, with none of the first one's rows", async () => {
    expect(await tableCount(second)).toBe(await tableCount(first));
    expect(await metaValue(first, 'probe')).toBe(1);
    expect(await metaValue(second, 'probe')).toBeNull();
    expect(Number(await metaValue(second, 'schemaVersion'))).toBe(SCHEMA_VERSION);
  });

  it('one in a new folder starts from it too, on disk, and keeps what was written when it opens again', async () => {
    expect(diskMark).toBe(3);
    expect(existsSync(join(diskFolder, 'PG_VERSION'))).toBe(true);
    expect(await tableCount(diskAgain)).toBe(await tableCount(first));
    expect(await metaValue(diskAgain, 'probe')).toBe(2);
    expect(Number(await metaValue(diskAgain, 'schemaVersion'))).toBe(SCHEMA_VERSION);
  });
});

describe('a damaged template', () => {
  let db: Db;
  beforeAll(async () => {
    writeFileSync(memoryTemplatePath(), 'not a tar file');
    db = await openDb('memory');
  });
  afterAll(() => db.close());

  it('is made again, and the database still opens', async () => {
    expect(await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM users')).toEqual({ n: 0 });
    expect(readFileSync(memoryTemplatePath()).length).toBeGreaterThan(1_000_000);
  });
});
