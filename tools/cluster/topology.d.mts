// Types of topology.mjs for the TypeScript that reads it (the cluster suite in e2e/cluster).
export declare const PROBE_PATH: string;
export declare const INSTANCE_HEADER: string;
export declare const READ_SOURCE_HEADER: string;
export declare const IMAGES: { node: string; web: string; api: string; webApp: string; postgres: string; redis: string };
export declare const COMPONENTS: {
  api: { port: number; replicas: number; env: string[] };
  web: { port: number };
  postgres: { port: number; env: string[] };
  replica: { port: number };
  redis: { port: number };
};
export declare const DATABASE: { name: string; user: string; password: string; replicationUser: string; replicationPassword: string };
export declare const PG_BIN: string;
export interface ClusterInstance {
  name: string;
  port: number;
  directPort: number;
}
export interface ClusterConfig {
  dataDir: string;
  runDir: string;
  primaryDir: string;
  replicaDir: string;
  socketDir: string;
  pgLogDir: string;
  redisDir: string;
  nginxDir: string;
  uploadsDir: string;
  httpPort: number;
  instances: ClusterInstance[];
  primaryPort: number;
  replicaPort: number;
  redisPort: number;
  /** The SMTP and SMPP servers a cluster test runs as the messages' providers (CLUSTER_SMTP_PORT, CLUSTER_SMPP_PORT). */
  smtpPort: number;
  smppPort: number;
  primaryUrl: string;
  replicaUrl: string;
  redisUrl: string;
  baseURL: string;
}
export declare function clusterConfig(): ClusterConfig;
export declare function apiEnv(config: ClusterConfig, instance: ClusterInstance): Record<string, string>;
