import { cleanFileName, contentDisposition, extensionFits, sniffContentType } from '../file-sniffing.js';
import { EXCEL, WORD, officeZip } from './office-zip.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A whole 1x1 PNG: file-type reads past the signature into the first chunk, as a real file has. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('sniffContentType', () => {
  it('recognises every allowed type by its magic bytes', async () => {
    expect(await sniffContentType(bytes('%PDF-1.4'))).toBe('application/pdf');
    expect(await sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(await sniffContentType(ONE_PIXEL_PNG)).toBe('image/png');
    expect(await sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    // A header and its first directory (no entries): file-type reads that far to tell TIFF from camera raw formats.
    expect(await sniffContentType(bytes([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0], Array(6).fill(0)))).toBe('image/tiff');
    expect(await sniffContentType(bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 0x08], Array(6).fill(0)))).toBe('image/tiff');
    expect(await sniffContentType(bytes(Array(128).fill(0), 'DICM'))).toBe('application/dicom');
    expect(await sniffContentType(officeZip('word/document.xml', WORD))).toBe(WORD);
  });
  it('refuses everything else', async () => {
    expect(await sniffContentType(bytes('MZ\x90'))).toBeNull();
    expect(await sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], '<html>'))).toBeNull();
    expect(await sniffContentType(bytes('<svg onload=alert(1)>'))).toBeNull();
    expect(await sniffContentType(officeZip('xl/workbook.xml', EXCEL))).toBeNull();
    expect(await sniffContentType(bytes([0x50, 0x4b, 0x03, 0x04], 'just a zip, no word document inside'))).toBeNull();
    expect(await sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(await sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('file names', () => {
  it('checks the extension against the bytes', () => {
    expect(extensionFits('scan.JPG', 'image/jpeg')).toBe(true);
    expect(extensionFits('scan', 'image/jpeg')).toBe(true);
    expect(extensionFits('scan.pdf', 'image/png')).toBe(false);
  });
  it('drops paths, control and bidi characters, and leading dots', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\x\\rentgens.png')).toBe('rentgens.png');
    expect(cleanFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(cleanFileName('.htaccess')).toBe('htaccess');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'ā'.repeat(300)}.pdf`)).toHaveLength(200);
  });
  it('writes a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Ķēniņa "x".pdf')).toBe(`attachment; filename="Kenina _x_.pdf"; filename*=UTF-8''%C4%B6%C4%93ni%C5%86a%20%22x%22.pdf`);
  });
});
