import { S3FileStorage } from '../s3-storage.js';
import { sha256Hex, signRequest, type SigV4Credentials } from '../sigv4.js';

/**
 * AWS's published SigV4 examples: "Examples: Signature Calculations in AWS Signature Version 4"
 * of the S3 API reference (sig-v4-header-based-auth), and `get-vanilla` of the aws-sig-v4 test suite.
 */
const S3_EXAMPLE: SigV4Credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const MAY_24_2013 = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 against AWS example vectors', () => {
  it('S3 example: GET Object with a Range header', () => {
    const { authorization, signature } = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      S3_EXAMPLE,
      MAY_24_2013,
    );
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('S3 example: PUT Object with a payload and an encoded key', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const { signature } = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      S3_EXAMPLE,
      MAY_24_2013,
    );
    expect(signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('S3 example: GET Bucket with a sorted query string', () => {
    const { signature } = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        headers: { 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      S3_EXAMPLE,
      MAY_24_2013,
    );
    expect(signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('test suite: get-vanilla', () => {
    const { authorization } = signRequest(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers: { 'X-Amz-Date': '20150830T123600Z' },
        payloadHash: EMPTY_SHA256,
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' },
      new Date('2015-08-30T12:36:00Z'),
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });
});

describe('S3FileStorage', () => {
  it('sends a signed path-style PUT with the payload hash, and reads objects back as streams', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL | string, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return init.method === 'GET' ? new Response('bytes') : new Response(null, { status: 200 });
    }) as typeof fetch;
    const store = new S3FileStorage(
      { endpoint: 'http://127.0.0.1:9000/', bucket: 'patients', accessKeyId: 'AK', secretAccessKey: 'SK', region: 'eu-north-1' },
      fakeFetch,
    );
    await store.put('1/abc/def', Buffer.from('hello'), 'application/pdf');
    expect(calls[0].url).toBe('http://127.0.0.1:9000/patients/1/abc/def');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex('hello'));
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    const stream = await store.get('1/abc/def');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
  });

  it('fails a PUT the store refuses, so no row is written for it', async () => {
    const store = new S3FileStorage(
      { endpoint: 'http://s3.local', bucket: 'b', accessKeyId: 'AK', secretAccessKey: 'SK', region: 'us-east-1' },
      (async () => new Response('AccessDenied', { status: 403 })) as typeof fetch,
    );
    await expect(store.put('k', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });
});
