import { PATIENT_FILE_TYPES } from '@dental/contracts';

export type AllowedContentType = keyof typeof PATIENT_FILE_TYPES;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What a file really is, from its first bytes (magic numbers), or null when it is none of the
 * allowed types. The browser's content type and the name's extension are never trusted: an .exe
 * renamed to .pdf is refused, an HTML page renamed to .png too.
 */
export function sniffContentType(bytes: Buffer): AllowedContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  // DICOM Part 10: a 128-byte preamble, then "DICM".
  if (startsWith(bytes, ascii('DICM'), 128)) return 'application/dicom';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordDocument(bytes)) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/**
 * A .docx is a ZIP holding `[Content_Types].xml` and a `word/` folder. Any ZIP would otherwise
 * pass (including a .jar or an archive of anything), so the entry names are looked for.
 */
function isWordDocument(bytes: Buffer): boolean {
  const names = bytes.toString('latin1');
  return names.includes('[Content_Types].xml') && names.includes('word/');
}

/** The extension a name ends with, lower-cased, or '' when it has none. */
export const extensionOf = (name: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
};

/** Whether the name's extension (if any) fits what the bytes are: a PNG named scan.pdf is refused. */
export function extensionFits(name: string, contentType: AllowedContentType): boolean {
  const extension = extensionOf(name);
  return extension === '' || (PATIENT_FILE_TYPES[contentType] as readonly string[]).includes(extension);
}

/**
 * The name to keep and to offer on download: no path, no control or bidi characters, at most
 * 200 characters (the extension kept), never empty.
 */
export function cleanFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069"]/g, '').trim().replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  return extension ? `${cleaned.slice(0, 199 - extension.length)}.${extension}` : cleaned.slice(0, 200);
}

/** `Content-Disposition` that every browser reads right: an ASCII fallback plus RFC 5987 UTF-8. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
