import type { ImportEncoding } from '@dental/contracts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const isAsciiLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/** In both code pages the letters above ASCII are 0xC0-0xFF (and a few of 0xA8-0xBF); punctuation sits below. */
const isHighLetter = (byte: number) => byte >= 0xc0 || byte === 0xa8 || byte === 0xb8 || byte === 0xaa || byte === 0xba || byte === 0xaf || byte === 0xbf;

/** Whether `bytes` are UTF-8, a character cut at the end of a sample aside. */
function isUtf8(bytes: Buffer): boolean {
  let end = bytes.length;
  // A sample may end inside a character: drop an unfinished sequence of at most three bytes.
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back];
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a CSV from its first bytes: UTF-8 when they decode as UTF-8 (plain ASCII too),
 * else one of the two code pages old Baltic systems write. In Windows-1251 a Russian word is all
 * letters above ASCII; in Windows-1257 a Latvian word mixes them with ASCII letters ("Bērziņš").
 * The words that are only high letters against those that mix decide; a tie is Windows-1257.
 */
export function detectEncoding(sample: Buffer): ImportEncoding {
  if (UTF8_BOM.every((byte, index) => sample[index] === byte) || isUtf8(sample)) return 'utf-8';
  let cyrillicWords = 0;
  let balticWords = 0;
  let ascii = 0;
  let high = 0;
  const endWord = () => {
    if (high && !ascii) cyrillicWords++;
    else if (high && ascii) balticWords++;
    ascii = 0;
    high = 0;
  };
  for (const byte of sample) {
    if (isAsciiLetter(byte)) ascii++;
    else if (isHighLetter(byte)) high++;
    else endWord();
  }
  endWord();
  return cyrillicWords > balticWords ? 'windows-1251' : 'windows-1257';
}
