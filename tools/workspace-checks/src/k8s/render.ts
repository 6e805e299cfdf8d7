/**
 * Renders a kustomization the way `kubectl kustomize` does, for the part of kustomize the manifests in `deploy/k8s` use:
 * `resources` (files and directories with their own kustomization), `namespace`, `images` and `configMapGenerator`
 * (create in a base, `merge` in an overlay; the generated name carries a hash of the data, and the workloads' references
 * follow it). Anything else in a kustomization is refused by name, so a manifest that starts using more of kustomize
 * makes `npm run check:k8s` grow with it rather than validate something it did not render.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

/** A Kubernetes object as written (validated later against its kind's schema). */
export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** Where the manifests are read from: the working tree, or a generator's virtual tree in tests. */
export interface ManifestSource {
  read(path: string): string | null;
}

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'configMapGenerator',
  'generatorOptions',
]);
/** Kinds that live outside any namespace (the `namespace` field leaves them as they are). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'CustomResourceDefinition',
]);

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  configMapGenerator?: Array<{ name: string; behavior?: 'create' | 'merge' | 'replace'; literals?: string[] }>;
  generatorOptions?: { disableNameSuffixHash?: boolean };
}

/** ConfigMaps a generator made, and whether each is renamed with its hash once the whole tree is rendered. */
const generated = new WeakMap<Resource, { hashed: boolean }>();

/** Every object the kustomization in `dir` renders, in order. */
export function renderKustomization(source: ManifestSource, dir: string): Resource[] {
  const resources = renderLevel(source, dir);
  return nameGeneratedConfigMaps(resources);
}

function renderLevel(source: ManifestSource, dir: string): Resource[] {
  const file = posix.join(dir, 'kustomization.yaml');
  const text = source.read(file);
  if (text === null) throw new Error(`${file}: not found`);
  const kustomization = (parseYaml(text) ?? {}) as Kustomization & Record<string, unknown>;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length)
    throw new Error(
      `${file}: check:k8s does not render ${unsupported.join(', ')} (tools/workspace-checks/src/k8s/render.ts renders ${[...SUPPORTED].join(', ')})`,
    );

  const out: Resource[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = posix.normalize(posix.join(dir, entry));
    if (source.read(posix.join(path, 'kustomization.yaml')) !== null) out.push(...renderLevel(source, path));
    else out.push(...readManifests(source, path));
  }
  for (const generator of kustomization.configMapGenerator ?? [])
    generateConfigMap(out, generator, file, kustomization.generatorOptions?.disableNameSuffixHash ?? false);
  for (const image of kustomization.images ?? []) setImage(out, image);
  if (kustomization.namespace) {
    for (const resource of out)
      if (!CLUSTER_SCOPED.has(resource.kind)) resource.metadata.namespace = kustomization.namespace;
  }
  return out;
}

function readManifests(source: ManifestSource, path: string): Resource[] {
  const text = source.read(path);
  if (text === null) throw new Error(`${path}: not found`);
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length) throw new Error(`${path}: ${document.errors[0]?.message}`);
    const value = document.toJS() as Resource | null;
    if (!value) return [];
    if (!value.apiVersion || !value.kind || !value.metadata?.name)
      throw new Error(`${path}: every object needs apiVersion, kind and metadata.name`);
    return [value];
  });
}

function literalsToData(literals: string[], file: string): Record<string, string> {
  return Object.fromEntries(
    literals.map((literal) => {
      const at = literal.indexOf('=');
      if (at <= 0) throw new Error(`${file}: "${literal}" is not KEY=value`);
      return [literal.slice(0, at), literal.slice(at + 1)];
    }),
  );
}

function generateConfigMap(
  out: Resource[],
  generator: NonNullable<Kustomization['configMapGenerator']>[number],
  file: string,
  noHash: boolean,
) {
  const data = literalsToData(generator.literals ?? [], file);
  const behavior = generator.behavior ?? 'create';
  const existing = out.find((r) => r.kind === 'ConfigMap' && r.metadata.name === generator.name && generated.has(r));
  if (behavior === 'create') {
    if (existing)
      throw new Error(
        `${file}: ConfigMap ${generator.name} is generated twice (an overlay merges with behavior: merge)`,
      );
    const configMap: Resource = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data };
    generated.set(configMap, { hashed: !noHash });
    out.push(configMap);
    return;
  }
  if (!existing) throw new Error(`${file}: ConfigMap ${generator.name} has nothing to ${behavior} with below it`);
  existing['data'] = behavior === 'merge' ? { ...(existing['data'] as Record<string, string>), ...data } : data;
}

/** The containers of a workload's pod template (Deployment, StatefulSet, DaemonSet, Job), or of a Pod. */
export function podSpecOf(
  resource: Resource,
):
  | { containers?: Container[]; initContainers?: Container[]; volumes?: Array<{ configMap?: { name: string } }> }
  | undefined {
  const spec = resource['spec'] as { template?: { spec?: unknown }; containers?: unknown } | undefined;
  if (resource.kind === 'Pod') return spec as ReturnType<typeof podSpecOf>;
  return spec?.template?.spec as ReturnType<typeof podSpecOf>;
}

export interface Container {
  name: string;
  image: string;
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { configMapKeyRef?: { name: string } } }>;
  [field: string]: unknown;
}

function setImage(out: Resource[], image: NonNullable<Kustomization['images']>[number]) {
  for (const resource of out) {
    const pod = podSpecOf(resource);
    for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
      const name = container.image.replace(/@.*$/, '').replace(/:[^/:]*$/, '');
      if (name !== image.name) continue;
      const newName = image.newName ?? name;
      container.image = image.digest ? `${newName}@${image.digest}` : `${newName}:${image.newTag ?? 'latest'}`;
    }
  }
}

/** Generated ConfigMaps get kustomize's `-<hash>` suffix, and every reference to them in a pod follows. */
function nameGeneratedConfigMaps(resources: Resource[]): Resource[] {
  const renamed = new Map<string, string>();
  for (const resource of resources) {
    if (!generated.get(resource)?.hashed) continue;
    const hash = createHash('sha256')
      .update(JSON.stringify(resource['data'] ?? {}))
      .digest('hex')
      .slice(0, 10);
    const name = `${resource.metadata.name}-${hash}`;
    renamed.set(`${resource.metadata.namespace ?? ''}/${resource.metadata.name}`, name);
    resource.metadata.name = name;
  }
  for (const resource of resources) {
    const pod = podSpecOf(resource);
    const rename = (ref: { name: string } | undefined) => {
      const name = ref && renamed.get(`${resource.metadata.namespace ?? ''}/${ref.name}`);
      if (ref && name) ref.name = name;
    };
    for (const container of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
      for (const from of container.envFrom ?? []) rename(from.configMapRef);
      for (const variable of container.env ?? []) rename(variable.valueFrom?.configMapKeyRef);
    }
    for (const volume of pod?.volumes ?? []) rename(volume.configMap);
  }
  return resources;
}
