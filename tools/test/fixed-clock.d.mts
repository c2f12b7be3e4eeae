/** Types of fixed-clock.mjs for the TypeScript that imports it (the Playwright configs). */
export declare const SUITE_INSTANT: string;
export declare function fakeTimeLibrary(): string | null;
export declare function fixedClockEnv(instant?: string): { env: Record<string, string> | null; reason: string | null };
export declare function browserClockEnv(env?: NodeJS.ProcessEnv): Record<string, string | undefined> | undefined;
