import { cleanFileName, contentDisposition, extensionFits, sniffContentType } from '../file-sniffing.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffContentType', () => {
  it('recognises every allowed type by its magic bytes', () => {
    expect(sniffContentType(bytes('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe('image/tiff');
    expect(sniffContentType(bytes(Array(128).fill(0), 'DICM'))).toBe('application/dicom');
    expect(sniffContentType(bytes([0x50, 0x4b, 0x03, 0x04], '...[Content_Types].xml...word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
  it('refuses everything else', () => {
    expect(sniffContentType(bytes('MZ\x90'))).toBeNull();
    expect(sniffContentType(bytes('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffContentType(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
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
