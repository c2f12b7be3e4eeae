import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
 * enough for S3-compatible object stores (AWS S3, MinIO, Ceph, Hetzner, ...) without the AWS SDK.
 * Checked against AWS's published examples in __tests__/sigv4.spec.ts.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Header names in any case; `host` is added from the URL when missing. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX. */
export const uriEncode = (value: string, keepSlash = false): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** `20150830T123600Z` */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function canonicalRequest(request: SigV4Request): { canonical: string; signedHeaders: string } {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  if (!headers.has('host')) headers.set('host', request.url.host);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  // The path is already percent-encoded once by URL; S3 signs it as sent (no double encoding).
  const canonical = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    query,
    names.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

/** The `Authorization` header value of a request signed at `date`. */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials, date: Date): { authorization: string; signature: string } {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const { canonical, signedHeaders } = canonicalRequest(request);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
