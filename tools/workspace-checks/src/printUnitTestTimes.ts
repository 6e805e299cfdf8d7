import { readUnitTestReports, summariseUnitTests } from './unitTestTimes';

const root = new URL('../../../', import.meta.url).pathname;
const { text, over } = summariseUnitTests(root, readUnitTestReports(root));
console.log(text);
if (over.length) process.exitCode = 1;
