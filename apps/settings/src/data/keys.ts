/** Query keys are the API path's segments, so invalidating a collection also refreshes its items. */
export const keyOf = (path: string): string[] => path.split('/').filter(Boolean);
