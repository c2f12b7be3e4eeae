/** The embedded default of `npm start` (tools/platform/database.mjs) when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54320/dental';

export const databaseUrl = (): string => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
