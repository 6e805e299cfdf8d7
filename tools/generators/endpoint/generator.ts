import {
  applyChangesToString,
  ChangeType,
  formatFiles,
  generateFiles,
  joinPathFragments,
  logger,
  readProjectConfiguration,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import * as ts from 'typescript';
import {
  addExportLine,
  assertKebab,
  camelCase,
  CONTRACT_DIR,
  declaresExport,
  DEV_BACKEND_DIR,
  ensureNamedImports,
  findObjectLiteral,
  pascalCase,
  propertyNames,
  quote,
  scopeOf,
  titleCase,
} from '../lib/workspaceFiles';
import type { EndpointGeneratorSchema } from './schema';

export const ENDPOINT_REGISTRY = `${CONTRACT_DIR}/lib/endpointRegistry.ts`;
export const CONTRACT_INDEX = `${CONTRACT_DIR}/index.ts`;
export const DEV_BACKEND_SERVER = `${DEV_BACKEND_DIR}/server.ts`;

export interface NormalizedEndpointOptions {
  name: string;
  /** Its name in the registry and its fetcher's (`getQuestProgress`). */
  endpoint: string;
  fetcher: string;
  pascal: string;
  /** What a query reads (`quest-progress`), its key's and its hook's name. */
  resource: string;
  resCamel: string;
  resPascal: string;
  mutation: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'required' | 'optional' | 'none';
  signedInOnly: boolean;
  area: string;
  backendRoutes: string;
  projectRoot: string;
  domain: string;
  keysFile: string;
  keysVar: string;
  /** The domain's query root as an expression (`questsKeys.all()`), what a mutation invalidates. */
  rootExpr: string;
  /** Its first element as a literal (`'quests'`). */
  rootHead: string;
  sampleName: string;
}

/** The names the endpoint registry exports (`export { a, b } from './area';` lines). */
function registeredEndpoints(tree: Tree): string[] {
  const source = tree.read(ENDPOINT_REGISTRY, 'utf-8');
  if (source === null) throw new Error(`endpoint: no ${ENDPOINT_REGISTRY} (the endpoint registry)`);
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim()))
    .filter(Boolean);
}

/** The domain's key factory: the one `*-keys.ts` of the lib's src/api, its `export const <x>Keys` and its root. */
function keyFactory(tree: Tree, apiDir: string, domain: string) {
  const keyFiles = tree.exists(apiDir) ? tree.children(apiDir).filter((f) => f.endsWith('-keys.ts')) : [];
  if (keyFiles.length > 1)
    throw new Error(`endpoint: ${apiDir} has ${keyFiles.length} key files (${keyFiles.join(', ')}); a domain has one`);
  const file = keyFiles[0] ?? `${domain}-keys.ts`;
  const path = `${apiDir}/${file}`;
  const source = tree.read(path, 'utf-8');
  if (source === null)
    return {
      path,
      file: file.replace(/\.ts$/, ''),
      keysVar: `${camelCase(domain)}Keys`,
      root: domain,
      rootIsCall: true,
      shared: undefined,
      exists: false,
    };
  const keysVar = /export const (\w+Keys)\s*=/.exec(source)?.[1];
  if (!keysVar) throw new Error(`endpoint: ${path} exports no \`<domain>Keys\``);
  const object = findObjectLiteral(source, path, keysVar);
  const all = object?.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'all');
  const init = all && ts.isPropertyAssignment(all) ? all.initializer : undefined;
  const root = /['"]([^'"]+)['"]/.exec(init?.getText() ?? '')?.[1] ?? domain;
  // A root the domain shares (`all: () => queryRoots.rewards`, from @casino/query): its keys spread it, never copy it.
  const body = init && ts.isArrowFunction(init) ? init.body : init;
  const literal = body && ts.isAsExpression(body) ? body.expression : body;
  const shared = body && literal && !ts.isArrayLiteralExpression(literal) ? `...${body.getText()}` : undefined;
  return {
    path,
    file: file.replace(/\.ts$/, ''),
    keysVar,
    root,
    shared,
    rootIsCall: !!init && ts.isArrowFunction(init),
    exists: true,
  };
}

export function normalizeEndpointOptions(
  tree: Tree,
  options: EndpointGeneratorSchema,
): NormalizedEndpointOptions & { keysExists: boolean; keysPath: string } {
  const name = options.name.trim();
  assertKebab('endpoint', name);
  const project = readProjectConfiguration(tree, options.project);
  const tags = project.tags ?? [];
  if (!tags.includes('type:feature') && !tags.includes('type:data-access'))
    throw new Error(
      `endpoint: ${options.project} is neither a feature nor a data-access lib: calls live in one of those`,
    );
  const domain = scopeOf(tags) ?? options.project;
  const mutation = options.mutation ?? false;
  const method = options.method ?? (mutation ? 'POST' : 'GET');
  if (!mutation && method !== 'GET')
    throw new Error(`endpoint: a query is a GET (a ${method} is a change: --mutation)`);
  if (mutation && method === 'GET') throw new Error('endpoint: a mutation is not a GET');
  const endpoint = camelCase(name);
  if (registeredEndpoints(tree).includes(endpoint)) throw new Error(`endpoint: the registry already has "${endpoint}"`);
  const apiDir = `${project.root}/src/api`;
  if (tree.exists(`${apiDir}/${name}.ts`)) throw new Error(`endpoint: ${apiDir}/${name}.ts already exists`);
  const resource = mutation ? name : name.replace(/^get-/, '');
  const area = options.area ?? (domain === 'shared' ? resource : domain);
  assertKebab('endpoint --area', area);
  const backendRoutes = options.backendRoutes ?? area;
  assertKebab('endpoint --backendRoutes', backendRoutes);
  const keys = keyFactory(tree, apiDir, domain);
  const auth = options.auth ?? (mutation ? 'required' : 'none');
  const path = options.path ?? `/api/${domain}/${resource}`;
  if (!/^\/api\/[A-Za-z0-9_\-/]+$/.test(path)) throw new Error(`endpoint: "${path}" is not a backend path (/api/...)`);
  return {
    name,
    endpoint,
    fetcher: endpoint,
    pascal: pascalCase(name),
    resource,
    resCamel: camelCase(resource),
    resPascal: pascalCase(resource),
    mutation,
    method,
    path,
    auth,
    signedInOnly: auth === 'required',
    area,
    backendRoutes,
    projectRoot: project.root,
    domain,
    keysFile: keys.file,
    keysVar: keys.keysVar,
    rootExpr: keys.rootIsCall ? `${keys.keysVar}.all()` : `${keys.keysVar}.all`,
    rootHead: keys.shared ?? quote(keys.root),
    sampleName: quote(`${titleCase(resource)} 1`),
    keysExists: keys.exists,
    keysPath: keys.path,
  };
}

/** The contract entry: the schemas and the endpoint descriptor, as every area file writes them. */
function contractEntry(o: NormalizedEndpointOptions): { text: string; names: string[] } {
  const auth = quote(o.auth);
  if (o.mutation) {
    const body = `${o.endpoint}Body`;
    return {
      names: ['ackResponse', 'idSchema'],
      text: [
        '',
        `/** What \`${o.method} ${o.path}\` is sent. Designed here. */`,
        `export const ${body} = z.object({ id: idSchema });`,
        '',
        `/** ${titleCase(o.name)}: the backend answers \`data: null\` when it has made the change. Designed here. */`,
        `export const ${o.endpoint} = {`,
        `  method: '${o.method}',`,
        `  path: ${quote(o.path)},`,
        `  body: ${body},`,
        '  response: ackResponse,',
        `  auth: ${auth},`,
        '  designedHere: true,',
        '} as const satisfies Endpoint;',
        '',
      ].join('\n'),
    };
  }
  const data = `${o.resCamel}Data`;
  return {
    names: ['idSchema', 'ok'],
    text: [
      '',
      `/** What \`${o.method} ${o.path}\` answers. Designed here. */`,
      `export const ${data} = z.object({`,
      '  items: z.array(z.object({ id: idSchema, name: z.string() })),',
      '});',
      `export type ${o.resPascal}Data = z.infer<typeof ${data}>;`,
      '',
      `export const ${o.endpoint} = {`,
      `  method: 'GET',`,
      `  path: ${quote(o.path)},`,
      `  response: ok(${data}),`,
      `  auth: ${auth},`,
      '  designedHere: true,',
      '} as const satisfies Endpoint;',
      '',
    ].join('\n'),
  };
}

/** Writes the endpoint into its area file of the contract (new or not), the registry and, for a new area, the index. */
function addToContract(tree: Tree, o: NormalizedEndpointOptions): string {
  const file = `${CONTRACT_DIR}/lib/${o.area}.ts`;
  const { text, names } = contractEntry(o);
  for (const declared of o.mutation ? [`${o.endpoint}Body`] : [`${o.resCamel}Data`, `${o.resPascal}Data`]) {
    if (declaresExport(tree, `${CONTRACT_DIR}/lib`, declared))
      throw new Error(`endpoint: the contract already exports "${declared}"`);
  }
  let source = tree.read(file, 'utf-8');
  if (source === null) {
    source = `import * as z from 'zod/mini';\n\n/** ${titleCase(o.area)}. Designed here. */\n`;
    const index = tree.read(CONTRACT_INDEX, 'utf-8') ?? '';
    const line = `export * from './lib/${o.area}';`;
    // Before the registry's namespace line, which stays last.
    const at = index.indexOf("export * from './lib/endpoints';");
    tree.write(CONTRACT_INDEX, at >= 0 ? `${index.slice(0, at)}${line}\n${index.slice(at)}` : `${index}${line}\n`);
  }
  if (!/import \* as z from 'zod\/mini'/.test(source)) source = `import * as z from 'zod/mini';\n${source}`;
  source = ensureNamedImports(source, file, './common', names, ['Endpoint']);
  tree.write(file, `${source.replace(/\n*$/, '\n')}${text}`);

  const registry = tree.read(ENDPOINT_REGISTRY, 'utf-8') ?? '';
  const areaLine = new RegExp(`export \\{([^}]*)\\} from '\\./${o.area}';`);
  const match = areaLine.exec(registry);
  tree.write(
    ENDPOINT_REGISTRY,
    match
      ? registry.replace(
          areaLine,
          `export {${(match[1] ?? '').replace(/\s*$/, '')}, ${o.endpoint} } from './${o.area}';`,
        )
      : `${registry.replace(/\n*$/, '\n')}export { ${o.endpoint} } from './${o.area}';\n`,
  );
  return file;
}

/** Adds the query's key to the domain's key factory (writing the factory if the lib has none). */
function addQueryKey(tree: Tree, o: ReturnType<typeof normalizeEndpointOptions>): void {
  if (!o.keysExists) {
    tree.write(
      o.keysPath,
      `/** Query keys of the ${titleCase(o.domain)} domain, under its root (\`['${o.domain}']\`). */\nexport const ${o.keysVar} = {\n  all: () => ['${o.domain}'] as const,\n};\n`,
    );
  }
  if (o.mutation) return;
  const source = tree.read(o.keysPath, 'utf-8') ?? '';
  const object = findObjectLiteral(source, o.keysPath, o.keysVar);
  if (!object) throw new Error(`endpoint: no \`const ${o.keysVar} = {...}\` in ${o.keysPath}`);
  if (propertyNames(object).includes(o.resCamel))
    throw new Error(`endpoint: ${o.keysVar} already has a key "${o.resCamel}"`);
  const closing = object.getEnd() - 1;
  const lineStart = source.lastIndexOf('\n', closing) + 1;
  const root = o.rootHead;
  const changes = [
    {
      type: ChangeType.Insert as const,
      index: lineStart,
      text: `  ${o.resCamel}: () => [${root}, '${o.resource}'] as const,\n`,
    },
  ];
  const last = object.properties[object.properties.length - 1];
  if (last && !object.properties.hasTrailingComma)
    changes.unshift({ type: ChangeType.Insert, index: last.getEnd(), text: ',' });
  tree.write(o.keysPath, applyChangesToString(source, changes));
}

/** The dev backend's answer: a route registered from the contract (its schemas parse the call and check the answer). */
function devBackendRoute(o: NormalizedEndpointOptions): string {
  const what = o.mutation ? 'accepts the change' : 'answers the dev data';
  const answer = o.mutation ? 'null' : `({ items: [{ id: 1, name: ${o.sampleName} }] })`;
  return `  // ${o.method} ${o.path}: ${what} (nx g @casino/tools:endpoint).\n  route(app, ctx, ${o.endpoint}, async () => ${answer});\n`;
}

function addDevBackendRoute(tree: Tree, o: NormalizedEndpointOptions): string {
  const file = `${DEV_BACKEND_DIR}/routes/${o.backendRoutes}.ts`;
  const source = tree.read(file, 'utf-8');
  if (source === null) {
    const register = `register${pascalCase(o.backendRoutes)}Routes`;
    tree.write(
      file,
      [
        "import type { FastifyInstance } from 'fastify';",
        `import { ${o.endpoint} } from '@casino/api-contract';`,
        "import type { Ctx } from '../lib/context';",
        "import { route } from '../lib/http';",
        '',
        `/** The ${titleCase(o.backendRoutes)} calls of the contract. */`,
        `export function ${register}(app: FastifyInstance, ctx: Ctx): void {`,
        devBackendRoute(o).replace(/\n$/, ''),
        '}',
        '',
      ].join('\n'),
    );
    registerRoutesFile(tree, register, o.backendRoutes);
    return file;
  }
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const register = parsed.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && !!s.name && /^register\w+Routes$/.test(s.name.text) && !!s.body,
  );
  if (!register?.body) throw new Error(`endpoint: ${file} has no \`export function register...Routes(app, ctx)\``);
  const closing = register.body.getEnd() - 1;
  const lineStart = source.lastIndexOf('\n', closing) + 1;
  let next = applyChangesToString(source, [{ type: ChangeType.Insert, index: lineStart, text: devBackendRoute(o) }]);
  next = ensureNamedImports(next, file, '@casino/api-contract', [o.endpoint]);
  next = ensureNamedImports(next, file, '../lib/http', ['route']);
  tree.write(file, next);
  return file;
}

/** Registers a new routes file in the dev backend's server, after the last contract routes it registers. */
function registerRoutesFile(tree: Tree, register: string, area: string): void {
  const source = tree.read(DEV_BACKEND_SERVER, 'utf-8');
  if (source === null) throw new Error(`endpoint: no ${DEV_BACKEND_SERVER}`);
  let next = ensureNamedImports(source, DEV_BACKEND_SERVER, `./routes/${area}`, [register]);
  const calls = [...next.matchAll(/^ {2}register\w+Routes\(app, ctx\);\n/gm)];
  const last = calls[calls.length - 1];
  if (!last || last.index === undefined)
    throw new Error(`endpoint: ${DEV_BACKEND_SERVER} registers no routes (\`registerXRoutes(app, ctx);\`)`);
  const at = last.index + last[0].length;
  next = `${next.slice(0, at)}  ${register}(app, ctx);\n${next.slice(at)}`;
  tree.write(DEV_BACKEND_SERVER, next);
}

/**
 * `nx g @casino/tools:endpoint <name> --project=<lib> [--mutation]`: the contract entry (zod schemas, the endpoint in the
 * registry), the lib's `src/api/<name>.ts` (the fetcher; a query's options, key and hook, or a mutation that re-reads the
 * domain's queries without waiting), its MSW handler built from the contract and the hook's test, and the dev backend's
 * route (answers checked against the contract) with its test.
 */
export async function endpointGenerator(tree: Tree, schema: EndpointGeneratorSchema): Promise<GeneratorCallback> {
  const options = normalizeEndpointOptions(tree, schema);
  const contractFile = addToContract(tree, options);
  addQueryKey(tree, options);
  const values = { ...options, tmpl: '' };
  const files = joinPathFragments(__dirname, 'files');
  generateFiles(tree, joinPathFragments(files, options.mutation ? 'mutation' : 'query'), options.projectRoot, values);
  const hook = options.mutation ? `use${options.pascal}` : `${options.resCamel}QueryOptions, use${options.resPascal}`;
  addExportLine(
    tree,
    `${options.projectRoot}/src/index.ts`,
    `export { ${options.fetcher}, ${hook} } from './api/${options.name}';`,
  );
  const routesFile = addDevBackendRoute(tree, options);
  generateFiles(tree, joinPathFragments(files, 'dev-backend'), DEV_BACKEND_DIR, values);
  await formatFiles(tree);
  return () => {
    logger.info(
      [
        `Endpoint ${options.endpoint} (${options.method} ${options.path}, auth ${options.auth}):`,
        `  its schemas in ${contractFile} (shape them as the backend answers; the handler's fixture and the dev route follow),`,
        `  its call in ${options.projectRoot}/src/api/${options.name}.ts, the dev backend's answer in ${routesFile}.`,
      ].join('\n'),
    );
  };
}

export default endpointGenerator;
