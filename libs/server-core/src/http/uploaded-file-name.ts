/** The extension a name ends with, lower-cased, or '' when it has none. */
export const extensionOf = (name: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
};

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

/**
 * Multipart parsers hand a plain `filename="..."` over as latin1; browsers send UTF-8 bytes there,
 * so "Bērziņš.pdf" arrives as mojibake. Re-read such a name as UTF-8 when that decodes cleanly.
 */
export function utf8Name(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/^[\u0000-\u00ff]*$/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}

/** An uploaded file's name as kept: read as UTF-8, then cleaned (cleanFileName). */
export const uploadedFileName = (original: string): string => cleanFileName(utf8Name(original));
