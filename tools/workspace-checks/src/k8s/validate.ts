/**
 * `npm run check:k8s` (part of `npm test`): every brand's Kubernetes overlay rendered (render.ts), each object validated
 * against its kind's Kubernetes API schema (kubernetes-models: the OpenAPI schemas of the Kubernetes API, compiled), and
 * the rules issue #39 sets for a brand server checked on what a cluster would receive. No cluster is needed.
 *
 * The schemas check types, required fields and formats; like the API's own schemas they allow fields they do not know,
 * so the rules below read every field they rely on by name (a misspelt `readinessProbe` fails the readiness rule).
 */
import { createRequire } from 'node:module';
import { parseTrustProxy, requirePublicOrigins } from '@casino/site';
import { podSpecOf, type Container, type Resource } from './render';

const require = createRequire(import.meta.url);

/** The Kubernetes API schema's findings for one object (none when valid); an unknown kind is a finding too. */
export function schemaProblems(resource: Resource): string[] {
  let Model: new (data: unknown) => { validate(): void };
  try {
    // kubernetes-models names its modules after the API: `apps/v1/Deployment`, `v1/Service`, `networking.k8s.io/v1/Ingress`.
    Model = (require(`kubernetes-models/${resource.apiVersion}/${resource.kind}`) as Record<string, typeof Model>)[
      resource.kind
    ] as typeof Model;
  } catch {
    return [`${resource.apiVersion} ${resource.kind} is not a kind of the Kubernetes API`];
  }
  try {
    new Model(resource).validate();
    return [];
  } catch (error) {
    return [(error as Error).message.replace(/\s+/g, ' ').trim()];
  }
}

const REQUIRED_CONFIG = [
  'CASINO_API_URL',
  'CASINO_PUBLIC_ORIGIN',
  'CASINO_TRUST_PROXY',
  'CASINO_SHUTDOWN_DELAY_MS',
] as const;

interface Probe {
  httpGet?: { path?: string; port?: string | number };
}

/** What a brand server's rendering must hold (issue #39), beyond the schemas: one finding per broken rule. */
export function brandServerProblems(resources: Resource[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) => resources.filter((r) => r.kind === kind);
  const deployments = of('Deployment');
  if (deployments.length !== 1) return [`expected one Deployment, found ${deployments.length}`];
  const deployment = deployments[0] as Resource;
  const pod = podSpecOf(deployment) as
    | (ReturnType<typeof podSpecOf> & {
        securityContext?: { runAsNonRoot?: boolean };
        terminationGracePeriodSeconds?: number;
      })
    | undefined;
  const container = pod?.containers?.[0] as
    | (Container & {
        readinessProbe?: Probe;
        livenessProbe?: Probe;
        ports?: Array<{ name?: string; containerPort: number }>;
        resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
        securityContext?: {
          readOnlyRootFilesystem?: boolean;
          allowPrivilegeEscalation?: boolean;
          runAsNonRoot?: boolean;
        };
        lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds?: number } } };
      })
    | undefined;
  if (!container) return ['the Deployment has no container'];
  const where = `Deployment ${deployment.metadata.name}`;

  if (container.readinessProbe?.httpGet?.path !== '/readyz')
    problems.push(`${where}: readiness must probe /readyz (503 while the server drains)`);
  if (container.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${where}: liveness must probe /healthz`);
  for (const side of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (!container.resources?.[side]?.[resource]) problems.push(`${where}: resources.${side}.${resource} is not set`);
    }
  }
  if (pod?.securityContext?.runAsNonRoot !== true && container.securityContext?.runAsNonRoot !== true)
    problems.push(`${where}: must run as non-root (runAsNonRoot: true)`);
  if (container.securityContext?.readOnlyRootFilesystem !== true)
    problems.push(`${where}: the root filesystem must be read-only (the server writes nothing)`);
  if (container.securityContext?.allowPrivilegeEscalation !== false)
    problems.push(`${where}: allowPrivilegeEscalation must be false`);

  // The configuration: from a ConfigMap of this rendering, with every value the server needs, each as the server parses it.
  const configMapNames = (container.envFrom ?? []).flatMap((from) =>
    from.configMapRef ? [from.configMapRef.name] : [],
  );
  const config: Record<string, string> = Object.assign(
    {},
    ...of('ConfigMap')
      .filter((c) => configMapNames.includes(c.metadata.name))
      .map((c) => c['data'] as Record<string, string>),
  );
  if (!configMapNames.length)
    problems.push(`${where}: the configuration must come from a ConfigMap (envFrom.configMapRef)`);
  for (const key of REQUIRED_CONFIG) if (!config[key]) problems.push(`${where}: ${key} is not in its ConfigMap`);
  let origins: string[] = [];
  try {
    origins = requirePublicOrigins(config['CASINO_PUBLIC_ORIGIN']);
  } catch (error) {
    problems.push(`CASINO_PUBLIC_ORIGIN: ${(error as Error).message}`);
  }
  try {
    parseTrustProxy(config['CASINO_TRUST_PROXY']);
  } catch (error) {
    problems.push(`CASINO_TRUST_PROXY: ${(error as Error).message}`);
  }

  // Stopping: the preStop wait as long as CASINO_SHUTDOWN_DELAY_MS, and all of the shutdown inside the grace period.
  const preStop = container.lifecycle?.preStop;
  const sleepCommand = preStop?.exec?.command;
  const waitSeconds = preStop?.sleep?.seconds ?? (sleepCommand?.[0] === 'sleep' ? Number(sleepCommand[1]) : NaN);
  const delayMs = Number(config['CASINO_SHUTDOWN_DELAY_MS']);
  const graceMs = Number(config['CASINO_SHUTDOWN_GRACE_MS'] ?? 10_000);
  if (!Number.isFinite(waitSeconds))
    problems.push(`${where}: needs a preStop wait (sleep) while the pod leaves the endpoints`);
  else if (waitSeconds * 1000 !== delayMs)
    problems.push(
      `${where}: the preStop wait (${waitSeconds} s) and CASINO_SHUTDOWN_DELAY_MS (${delayMs} ms) must match`,
    );
  const budget = pod?.terminationGracePeriodSeconds ?? 30;
  if (Number.isFinite(waitSeconds) && waitSeconds + (delayMs + graceMs) / 1000 >= budget)
    problems.push(
      `${where}: the preStop wait, CASINO_SHUTDOWN_DELAY_MS and CASINO_SHUTDOWN_GRACE_MS (${waitSeconds + (delayMs + graceMs) / 1000} s) must end inside terminationGracePeriodSeconds (${budget} s)`,
    );

  // The objects around it name it, its pods and its port.
  const podLabels = ((deployment['spec'] as { template?: { metadata?: { labels?: Record<string, string> } } }).template
    ?.metadata?.labels ?? {}) as Record<string, string>;
  const selects = (selector: Record<string, string> | undefined) =>
    !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => podLabels[k] === v);
  const portNames = new Set((container.ports ?? []).map((p) => p.name));
  const services = of('Service');
  const service = services.find((s) => selects((s['spec'] as { selector?: Record<string, string> }).selector));
  if (!service) problems.push(`no Service selects the Deployment's pods`);
  const servicePorts =
    (service?.['spec'] as { ports?: Array<{ name?: string; port: number; targetPort?: string | number }> } | undefined)
      ?.ports ?? [];
  for (const port of servicePorts)
    if (typeof port.targetPort === 'string' && !portNames.has(port.targetPort))
      problems.push(`Service ${service?.metadata.name}: targetPort ${port.targetPort} is no port of the container`);
  if (
    !of('PodDisruptionBudget').some((p) =>
      selects((p['spec'] as { selector?: { matchLabels?: Record<string, string> } }).selector?.matchLabels),
    )
  )
    problems.push(`no PodDisruptionBudget selects the Deployment's pods`);
  if (
    !of('HorizontalPodAutoscaler').some(
      (h) =>
        (h['spec'] as { scaleTargetRef?: { kind?: string; name?: string } }).scaleTargetRef?.name ===
        deployment.metadata.name,
    )
  )
    problems.push(`no HorizontalPodAutoscaler scales the Deployment`);
  for (const ingress of of('Ingress')) {
    const spec = ingress['spec'] as {
      rules?: Array<{
        host?: string;
        http?: {
          paths?: Array<{ backend?: { service?: { name?: string; port?: { name?: string; number?: number } } } }>;
        };
      }>;
    };
    for (const rule of spec.rules ?? []) {
      if (rule.host && !origins.some((origin) => new URL(origin).hostname === rule.host))
        problems.push(
          `Ingress ${ingress.metadata.name}: host ${rule.host} is not in CASINO_PUBLIC_ORIGIN (${origins.join(', ')})`,
        );
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend?.service;
        if (backend?.name !== service?.metadata.name)
          problems.push(`Ingress ${ingress.metadata.name}: its backend ${backend?.name} is not the brand's Service`);
        else if (backend?.port?.name && !servicePorts.some((p) => p.name === backend.port?.name))
          problems.push(`Ingress ${ingress.metadata.name}: the Service has no port ${backend.port.name}`);
      }
    }
  }
  return problems;
}
