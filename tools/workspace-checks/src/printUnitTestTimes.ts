import { readUnitTestReports, summariseUnitTests } from './unitTestTimes';

// `--warn-only`: the tests over the limit are listed but do not fail the run. `npm test` passes it until the list is
// empty on a loaded CI machine (issue #41: on a clean clone with three tasks beside each other, 10 tests of 1,255 were
// still over 1.5 s; they are named in its note), then the flag goes and the limit holds.
const warnOnly = process.argv.includes('--warn-only');
const root = new URL('../../../', import.meta.url).pathname;
const { text, over } = summariseUnitTests(root, readUnitTestReports(root));
console.log(text);
if (over.length && warnOnly) console.log('\n(--warn-only: listed, not failing the run)');
else if (over.length) process.exitCode = 1;
