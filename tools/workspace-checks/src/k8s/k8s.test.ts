import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderKustomization, type ManifestSource, type Resource } from './render';
import { brandServerProblems, schemaProblems } from './validate';

const root = new URL('../../../../', import.meta.url).pathname;
const base = Object.fromEntries(
  readdirSync(join(root, 'deploy/k8s/base')).map((file) => [
    `deploy/k8s/base/${file}`,
    readFileSync(join(root, 'deploy/k8s/base', file), 'utf8'),
  ]),
);
const overlay = Object.fromEntries(
  readdirSync(join(root, 'deploy/k8s/brands/curacao')).map((file) => [
    `deploy/k8s/brands/t/${file}`,
    readFileSync(join(root, 'deploy/k8s/brands/curacao', file), 'utf8'),
  ]),
);

/** The real base and curaçao's overlay (as brand `t`), with some files changed. */
function tree(changes: Record<string, (text: string) => string> = {}): ManifestSource {
  const files: Record<string, string> = { ...base, ...overlay };
  for (const [path, change] of Object.entries(changes)) files[path] = change(files[path] ?? '');
  return { read: (path) => files[path] ?? null };
}
const render = (source = tree()) => renderKustomization(source, 'deploy/k8s/brands/t');
const problems = (resources: Resource[]) => [...resources.flatMap(schemaProblems), ...brandServerProblems(resources)];

describe('rendering a brand overlay as kustomize does', () => {
  it("puts the base in the brand's namespace with its image, and its configuration merged under a hashed name the pods follow", () => {
    const resources = render();
    expect(resources.map((r) => r.kind)).toEqual([
      'Namespace',
      'Ingress',
      'Deployment',
      'Service',
      'PodDisruptionBudget',
      'HorizontalPodAutoscaler',
      'ConfigMap',
    ]);
    for (const resource of resources.filter((r) => r.kind !== 'Namespace'))
      expect(resource.metadata.namespace, resource.kind).toBe('casino-curacao');
    const deployment = resources.find((r) => r.kind === 'Deployment') as Resource & {
      spec: {
        template: {
          spec: { containers: Array<{ image: string; envFrom: Array<{ configMapRef: { name: string } }> }> };
        };
      };
    };
    const container = deployment.spec.template.spec.containers[0];
    expect(container?.image).toBe('casino/curacao:latest');
    const configMap = resources.find((r) => r.kind === 'ConfigMap') as Resource & { data: Record<string, string> };
    expect(configMap.metadata.name).toMatch(/^brand-server-config-[0-9a-f]{10}$/);
    expect(container?.envFrom[0]?.configMapRef.name).toBe(configMap.metadata.name);
    expect(configMap.data['CASINO_PUBLIC_ORIGIN']).toBe('https://curacao.example.com');
    expect(configMap.data['CASINO_TRUST_PROXY']).toBe('1');
    // Another value is another name: a change to the configuration rolls the pods.
    const changed = render(
      tree({
        'deploy/k8s/brands/t/kustomization.yaml': (t) =>
          t.replace('https://curacao.example.com', 'https://curacao.example.com,https://mirror.example.com'),
      }),
    );
    expect(changed.find((r) => r.kind === 'ConfigMap')?.metadata.name).not.toBe(configMap.metadata.name);
  });

  it('refuses a kustomize feature it does not render, rather than validate something else', () => {
    expect(() =>
      render(tree({ 'deploy/k8s/brands/t/kustomization.yaml': (t) => `${t}patches:\n  - path: patch.yaml\n` })),
    ).toThrow(/does not render patches/);
    expect(() =>
      render(
        tree({ 'deploy/k8s/brands/t/kustomization.yaml': (t) => t.replace('behavior: merge', 'behavior: create') }),
      ),
    ).toThrow(/generated twice/);
  });
});

describe('what check:k8s finds', () => {
  it('nothing in the real overlays', () => {
    expect(problems(render())).toEqual([]);
  });

  it('an object the Kubernetes API would refuse', () => {
    const found = problems(
      render(
        tree({ 'deploy/k8s/base/deployment.yaml': (t) => t.replace('containerPort: 8080', 'containerPort: http') }),
      ),
    );
    expect(found.join('\n')).toMatch(/containerPort must be integer/);
  });

  it('probes that are not the server’s, or misspelt (the schemas let unknown fields through)', () => {
    const found = problems(
      render(
        tree({
          'deploy/k8s/base/deployment.yaml': (t) =>
            t
              .replace('readinessProbe:', 'readinessProbes:')
              .replace(
                'path: /healthz\n              port: http\n            periodSeconds: 10',
                'path: /\n              port: http\n            periodSeconds: 10',
              ),
        }),
      ),
    );
    expect(found).toContain('Deployment brand-server: readiness must probe /readyz (503 while the server drains)');
    expect(found).toContain('Deployment brand-server: liveness must probe /healthz');
  });

  it('a root filesystem that can be written, root, or no resource limits', () => {
    const found = problems(
      render(
        tree({
          'deploy/k8s/base/deployment.yaml': (t) =>
            t
              .replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: false')
              .replace('runAsNonRoot: true', 'runAsNonRoot: false')
              .replace(/ {12}limits:\n {14}cpu: "1"\n {14}memory: 512Mi\n/, ''),
        }),
      ),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'Deployment brand-server: the root filesystem must be read-only (the server writes nothing)',
        'Deployment brand-server: must run as non-root (runAsNonRoot: true)',
        'Deployment brand-server: resources.limits.cpu is not set',
        'Deployment brand-server: resources.limits.memory is not set',
      ]),
    );
  });

  it('a preStop wait that does not match CASINO_SHUTDOWN_DELAY_MS, or a shutdown longer than the grace period', () => {
    const mismatch = problems(
      render(
        tree({
          'deploy/k8s/base/kustomization.yaml': (t) =>
            t.replace('CASINO_SHUTDOWN_DELAY_MS=5000', 'CASINO_SHUTDOWN_DELAY_MS=2000'),
        }),
      ),
    );
    expect(mismatch).toContain(
      'Deployment brand-server: the preStop wait (5 s) and CASINO_SHUTDOWN_DELAY_MS (2000 ms) must match',
    );
    const tooLong = problems(
      render(
        tree({
          'deploy/k8s/base/deployment.yaml': (t) =>
            t.replace('terminationGracePeriodSeconds: 30', 'terminationGracePeriodSeconds: 15'),
        }),
      ),
    );
    expect(tooLong.join('\n')).toMatch(/must end inside terminationGracePeriodSeconds \(15 s\)/);
  });

  it('configuration the server would refuse at start: no public origin, a trust setting it does not take', () => {
    const found = problems(
      render(
        tree({
          'deploy/k8s/base/kustomization.yaml': (t) => t.replace('CASINO_TRUST_PROXY=1', 'CASINO_TRUST_PROXY=true'),
          'deploy/k8s/brands/t/kustomization.yaml': (t) =>
            t.replace('CASINO_PUBLIC_ORIGIN=https://curacao.example.com', 'CASINO_PUBLIC_ORIGIN='),
        }),
      ),
    );
    expect(found.some((p) => p.startsWith('CASINO_TRUST_PROXY: '))).toBe(true);
    expect(found.some((p) => p.startsWith('CASINO_PUBLIC_ORIGIN: '))).toBe(true);
  });

  it('an ingress for a host the brand does not serve, or objects that do not find the pods', () => {
    const found = problems(
      render(
        tree({
          'deploy/k8s/brands/t/ingress.yaml': (t) =>
            t.replace('- host: curacao.example.com', '- host: other.example.com'),
          'deploy/k8s/base/pdb.yaml': (t) =>
            t
              .replace('app.kubernetes.io/name: brand-server\n', 'app.kubernetes.io/name: something-else\n')
              .replace(/(matchLabels:\n\s+app.kubernetes.io\/name: )brand-server/, '$1something-else'),
          'deploy/k8s/base/hpa.yaml': (t) =>
            t.replace('    name: brand-server\n  minReplicas', '    name: other\n  minReplicas'),
        }),
      ),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'Ingress brand-server: host other.example.com is not in CASINO_PUBLIC_ORIGIN (https://curacao.example.com)',
        "no PodDisruptionBudget selects the Deployment's pods",
        'no HorizontalPodAutoscaler scales the Deployment',
      ]),
    );
  });
});
