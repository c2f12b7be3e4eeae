import { fileTypeFromBuffer } from 'file-type';
import { PATIENT_FILE_TYPES } from '@dental/contracts';
import { extensionOf } from '@dental/server-core';

// The name rules are the platform's (server-core's uploaded-file-name.ts); the card's tests name them here.
export { cleanFileName } from '@dental/server-core';

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

/** Whether the name's extension (if any) fits what the bytes are: a PNG named scan.pdf is refused. */
export function extensionFits(name: string, contentType: AllowedContentType): boolean {
  const extension = extensionOf(name);
  return extension === '' || (PATIENT_FILE_TYPES[contentType] as readonly string[]).includes(extension);
}

/** `Content-Disposition` that every browser reads right: an ASCII fallback plus RFC 5987 UTF-8. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
