// Types of postgres.mjs for the cluster suite (e2e/cluster), which restarts the primary.
export declare function restartPrimary(options: { dataDir: string; logDir: string }): void;
export declare function stopServer(dataDir: string): void;
