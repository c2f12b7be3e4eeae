/**
 * Whether an error says the database could not be reached (a connection refused, cut, timed out,
 * or the server shutting down or still starting: 57P01, 57P03), as opposed to an error of the
 * query itself. MikroORM copies the driver's `code` onto its own exception; a pool's connection
 * timeout says so only in its message.
 */
export function databaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/.test(String(error))
  );
}
