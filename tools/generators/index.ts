// The local Nx plugin `@casino/tools` (generators.json); Nx finds it through this entry's path alias.
export { brandGenerator } from './brand/generator';
export { domainGenerator } from './domain/generator';
export { pageGenerator } from './page/generator';
export { endpointGenerator } from './endpoint/generator';
