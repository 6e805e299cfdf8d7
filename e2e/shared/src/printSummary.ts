import { readReports, summarise } from './summary';

console.log(summarise(readReports(new URL('../../../', import.meta.url).pathname)));
