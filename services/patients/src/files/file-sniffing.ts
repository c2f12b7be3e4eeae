import { fileTypeFromBuffer } from 'file-type';
import { PATIENT_FILE_TYPES } from '@dental/contracts';

export type AllowedContentType = keyof typeof PATIENT_FILE_TYPES;

const isAllowed = (mime: string): mime is AllowedContentType => Object.hasOwn(PATIENT_FILE_TYPES, mime);

/**
 * What a file really is, from its bytes (file-type's magic numbers), or null when it is none of the
 * allowed types. The browser's content type and the name's extension are never trusted: an .exe
 * renamed to .pdf is refused, an HTML page renamed to .png too. A ZIP counts as .docx only when its
 * `[Content_Types].xml` declares a Word document: file-type reads the archive's entries for that,
 * so a .jar, a spreadsheet or an archive of anything is refused.
 */
export async function sniffContentType(bytes: Buffer): Promise<AllowedContentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && isAllowed(detected.mime) ? detected.mime : null;
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
