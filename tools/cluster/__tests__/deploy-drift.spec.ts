import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseAllDocuments } from 'yaml';
import { PUBLIC_PAGES, REMOTES, ROOT, defaultRemotesManifest } from '../../platform/config.mjs';
import { imageNginxConf } from '../nginx-conf.mjs';
import { COMPONENTS, IMAGES, PROBE_PATH, apiEnv, clusterConfig } from '../topology.mjs';

/**
 * deploy/ (the Dockerfiles, the Kubernetes manifests) against tools/cluster/topology.mjs, which
 * `npm run cluster` runs from: an image, a port, an environment name or a probe that differs in
 * one of them fails here, before it fails in a real cluster.
 */

interface Container {
  name: string;
  image: string;
  ports?: { containerPort: number }[];
  env?: { name: string }[];
  readinessProbe?: { httpGet?: { path: string; port: number } };
  livenessProbe?: { httpGet?: { path: string; port: number } };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: {
    replicas?: number;
    ports?: { port: number; targetPort: number }[];
    template?: { spec: { containers: Container[]; initContainers?: Container[] } };
  };
}

const deploy = path.join(ROOT, 'deploy');
const manifests: Manifest[] = readdirSync(path.join(deploy, 'k8s'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(deploy, 'k8s', file), 'utf8')).map((doc) => doc.toJS() as Manifest));
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`deploy/k8s has no ${kind} ${name}`);
  return found;
};
const containers = (m: Manifest) => m.spec.template?.spec.containers ?? [];
const dockerfile = (name: string) => readFileSync(path.join(deploy, name), 'utf8');
const froms = (text: string) => [...text.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
const exposed = (text: string) => [...text.matchAll(/^EXPOSE\s+(\d+)/gm)].map((match) => Number(match[1]));

describe('deploy/ matches the cluster topology', () => {
  it('the API image is Node 24 on the topology base, exposing the API port', () => {
    const text = dockerfile('api.Dockerfile');
    expect(froms(text)).toEqual([IMAGES.node]);
    expect(exposed(text)).toEqual([COMPONENTS.api.port]);
  });

  it('the web image is Debian with its nginx, configured by the generator the cluster uses', () => {
    const text = dockerfile('web.Dockerfile');
    expect(froms(text)).toEqual([IMAGES.node, IMAGES.web]);
    expect(text).toMatch(/apt-get install[^\n]*\bnginx\b/);
    expect(text).toContain('node tools/cluster/nginx-conf.mjs --image');
    expect(exposed(text)).toEqual([COMPONENTS.web.port]);
    for (const name of REMOTES) expect(text).toContain(`COPY apps/${name}/dist /usr/share/dental/remotes/${name}`);
    for (const name of Object.keys(PUBLIC_PAGES)) expect(text).toContain(`COPY apps/${name}/dist /usr/share/dental/pages/${name}`);
    expect(JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8'))).toEqual(defaultRemotesManifest());
    const conf = imageNginxConf();
    expect(conf).toContain(`listen ${COMPONENTS.web.port};`);
    expect(conf).toContain(`server api:${COMPONENTS.api.port} `);
    expect(conf).not.toContain('non_idempotent');
  });

  it('runs the API as the topology says: image, replicas, port, environment names, probes', () => {
    const deployment = find('Deployment', 'api');
    expect(deployment.spec.replicas).toBe(COMPONENTS.api.replicas);
    const [api] = containers(deployment);
    expect(api.image).toBe(IMAGES.api);
    expect(api.ports?.map((p) => p.containerPort)).toEqual([COMPONENTS.api.port]);
    expect((api.env ?? []).map((e) => e.name).sort()).toEqual([...COMPONENTS.api.env].sort());
    for (const probe of [api.readinessProbe, api.livenessProbe]) expect(probe?.httpGet).toEqual({ path: PROBE_PATH, port: COMPONENTS.api.port });
    expect(find('Service', 'api').spec.ports).toEqual([expect.objectContaining({ port: COMPONENTS.api.port, targetPort: COMPONENTS.api.port })]);
  });

  it('gives `npm run cluster` instances exactly the environment names the manifests set', () => {
    const config = clusterConfig();
    for (const instance of config.instances) expect(Object.keys(apiEnv(config, instance)).sort()).toEqual([...COMPONENTS.api.env].sort());
  });

  it('runs web, Redis, the primary and the replica (with its pg_basebackup init container) on the topology images and ports', () => {
    const expectations: [string, string, string, number][] = [
      ['Deployment', 'web', IMAGES.webApp, COMPONENTS.web.port],
      ['Deployment', 'redis', IMAGES.redis, COMPONENTS.redis.port],
      ['StatefulSet', 'postgres', IMAGES.postgres, COMPONENTS.postgres.port],
      ['StatefulSet', 'postgres-replica', IMAGES.postgres, COMPONENTS.replica.port],
    ];
    for (const [kind, name, image, port] of expectations) {
      const [container] = containers(find(kind, name));
      expect({ name, image: container.image, ports: container.ports?.map((p) => p.containerPort) }).toEqual({ name, image, ports: [port] });
      expect(find('Service', name).spec.ports).toEqual([expect.objectContaining({ port, targetPort: port })]);
    }
    const replica = find('StatefulSet', 'postgres-replica').spec.template?.spec;
    const init = replica?.initContainers?.[0];
    expect(init?.image).toBe(IMAGES.postgres);
    expect(JSON.stringify(init)).toMatch(/pg_basebackup .*-R -X stream/);
    const primary = containers(find('StatefulSet', 'postgres'))[0];
    expect((primary.env ?? []).map((e) => e.name)).toEqual(expect.arrayContaining(COMPONENTS.postgres.env));
  });

  it('points the API at the Services by their topology ports', () => {
    const secret = readFileSync(path.join(deploy, 'k8s/secrets.yaml'), 'utf8');
    expect(secret).toContain(`@postgres:${COMPONENTS.postgres.port}/`);
    expect(secret).toContain(`@postgres-replica:${COMPONENTS.replica.port}/`);
    const api = containers(find('Deployment', 'api'))[0] as Container & { env: { name: string; value?: string }[] };
    expect(api.env.find((e) => e.name === 'REDIS_URL')?.value).toBe(`redis://redis:${COMPONENTS.redis.port}`);
    expect(api.env.find((e) => e.name === 'PORT')?.value).toBe(String(COMPONENTS.api.port));
  });
});
