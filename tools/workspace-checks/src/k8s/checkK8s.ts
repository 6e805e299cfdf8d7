// `npm run check:k8s`: every brand's Kubernetes overlay (deploy/k8s/brands/<brand>) rendered as kustomize would, each
// object validated against the Kubernetes API schemas and the brand server's rules (validate.ts). Offline: no cluster.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderKustomization, type ManifestSource } from './render';
import { brandServerProblems, schemaProblems } from './validate';

export const K8S_BRANDS_DIR = 'deploy/k8s/brands';

/** Every brand overlay's findings, by brand (an empty list: valid). */
export function checkBrands(root: string, source: ManifestSource): Map<string, string[]> {
  const results = new Map<string, string[]>();
  const dir = join(root, K8S_BRANDS_DIR);
  for (const brand of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const problems: string[] = [];
    try {
      const resources = renderKustomization(source, `${K8S_BRANDS_DIR}/${brand}`);
      for (const resource of resources)
        problems.push(...schemaProblems(resource).map((p) => `${resource.kind} ${resource.metadata.name}: ${p}`));
      problems.push(...brandServerProblems(resources));
      results.set(brand, problems);
      if (!problems.length)
        console.log(`${brand}: ${resources.length} objects valid (${resources.map((r) => r.kind).join(', ')})`);
    } catch (error) {
      results.set(brand, [...problems, (error as Error).message]);
    }
  }
  return results;
}

const root = new URL('../../../../', import.meta.url).pathname;
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const source: ManifestSource = {
    read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null),
  };
  const results = checkBrands(root, source);
  if (!results.size) {
    console.error(`no brand overlays under ${K8S_BRANDS_DIR}`);
    process.exitCode = 1;
  }
  for (const [brand, problems] of results) {
    for (const problem of problems) console.error(`${brand}: ${problem}`);
    if (problems.length) process.exitCode = 1;
  }
}
