import { LOGO_MAX_BYTES } from '@dental/contracts';

/**
 * Branch logos are stored as data URLs in the branch row (small images printed on invoices):
 * no file storage to back up or serve, and the logo moves with the branch. The declared type must
 * match the image's magic bytes, so a renamed file or a script never passes as a picture.
 */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Whether `dataUrl` is a PNG, JPEG, GIF or WebP image of at most LOGO_MAX_BYTES, as it claims. */
export function isValidLogo(dataUrl: string): boolean {
  const match = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return false;
  const bytes = Buffer.from(match[2], 'base64');
  return bytes.length > 0 && bytes.length <= LOGO_MAX_BYTES && SIGNATURES[match[1]](bytes);
}
