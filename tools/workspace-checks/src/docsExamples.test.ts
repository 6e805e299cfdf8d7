import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(__dirname, '../../..');
const DOC = 'docs/data-and-pages.md';

/** A `// ...` line in an example: lines of the real file left out there. */
const ELISION = /^\/\/ (\.\.\.|…)$/;

interface DocExample {
  /** The Markdown line the example's code starts on. */
  line: number;
  /** The real file it is taken from: the last path named in backticks in the text before it. */
  file: string | undefined;
  code: string[];
}

/** The TypeScript examples of a Markdown document, each with the file its text names. */
function examplesOf(markdown: string): DocExample[] {
  const lines = markdown.split('\n');
  const examples: DocExample[] = [];
  let prose: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(ts|tsx)$/.exec(lines[i] ?? '');
    if (!fence) {
      if (lines[i]?.startsWith('```')) {
        // Another kind of block (a tree, a command): skipped whole.
        for (i++; i < lines.length && !lines[i]?.startsWith('```'); i++);
        prose = [];
      } else prose.push(lines[i] ?? '');
      continue;
    }
    const start = i + 1;
    const code: string[] = [];
    for (i++; i < lines.length && !lines[i]?.startsWith('```'); i++) code.push(lines[i] ?? '');
    const paths = [...prose.join(' ').matchAll(/`((?:libs|tools|apps|e2e)\/[^`\s]+\.tsx?)`/g)].map((m) => m[1]);
    examples.push({ line: start + 1, file: paths.at(-1), code });
    prose = [];
  }
  return examples;
}

/** A line of comment only (`//`, `/*`, ` * `): examples and files may each have their own. */
const COMMENT = /^(\/\/|\/\*|\*)/;

/** A line's code: trimmed, without a comment at its end. */
const codeOf = (line: string) => line.trim().replace(/\s+\/\/ [^'"`]*$/, '');

/**
 * The example's lines of code that are not in its file, in its order (trimmed: an example may be indented less).
 * Where it writes `// ...` it may skip lines of the file; elsewhere its lines follow each other in the file as they do
 * there. Comments are not compared: an example may leave the file's out, or add its own notes.
 */
function linesNotInFile(example: DocExample, source: string): string[] {
  const real = source
    .split('\n')
    .map(codeOf)
    .filter((line) => line && !COMMENT.test(line));
  const missing: string[] = [];
  let at = -1;
  let skipping = true;
  for (const raw of example.code) {
    const line = codeOf(raw);
    if (ELISION.test(raw.trim())) {
      skipping = true;
      continue;
    }
    if (!line || COMMENT.test(line)) continue;
    if (skipping) {
      const found = real.indexOf(line, at + 1);
      if (found < 0) missing.push(raw);
      else {
        at = found;
        skipping = false;
      }
      continue;
    }
    // The file's next line of code; one that differs stands for it.
    if (real[at + 1] !== line) missing.push(raw);
    at += 1;
  }
  return missing;
}

describe(`${DOC}: its examples are the real code`, () => {
  const examples = examplesOf(readFileSync(join(workspaceRoot, DOC), 'utf8'));

  it('has examples, each naming the real file it is taken from', () => {
    expect(examples.length).toBeGreaterThan(5);
    for (const example of examples) {
      expect(example.file, `the example at line ${example.line} names no file`).toBeDefined();
      expect(existsSync(join(workspaceRoot, example.file ?? '')), `${example.file} (line ${example.line})`).toBe(true);
    }
  });

  it.each(examples.map((e) => [`line ${e.line}, ${e.file}`, e] as const))(
    '%s: every line is in the file, in order',
    (_, example) => {
      expect(linesNotInFile(example, readFileSync(join(workspaceRoot, example.file ?? ''), 'utf8'))).toEqual([]);
    },
  );

  it('fails an example whose line the file does not have, or has elsewhere, and passes one that skips with // ...', () => {
    const source = "import { a } from 'a';\n\nexport function f() {\n  return a();\n}\n\nexport const g = 1;\n";
    const ok = {
      line: 1,
      file: 'x.ts',
      code: ['export function f() {', '  return a();', '}', '// ...', 'export const g = 1;'],
    };
    expect(linesNotInFile(ok, source)).toEqual([]);
    expect(linesNotInFile({ ...ok, code: ['export function f() {', '  return b();', '}'] }, source)).toEqual([
      '  return b();',
    ]);
    // Without the `// ...`, lines the file has apart are no example of it.
    expect(linesNotInFile({ ...ok, code: ["import { a } from 'a';", 'export const g = 1;'] }, source)).toEqual([
      'export const g = 1;',
    ]);
  });
});
