import { crc32 } from 'node:zlib';

/**
 * A minimal Office Open XML package for the tests: a real ZIP (entries stored, not deflated) whose
 * `[Content_Types].xml` names the main part's type, as Word or Excel write it. Sniffing reads the
 * archive's entries, so a fixture has to be a ZIP a reader can walk, not bytes that merely look so.
 */
export function officeZip(mainPart: string, mainContentType: string): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/${mainPart}" ContentType="${mainContentType}.main+xml"/></Types>`;
  return storedZip([
    ['[Content_Types].xml', contentTypes],
    [mainPart, '<?xml version="1.0" encoding="UTF-8"?><document/>'],
  ]);
}

export const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** PKWARE APPNOTE 4.3: local headers with the data, then the central directory and its end record. */
function storedZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
