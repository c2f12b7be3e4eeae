import { jest } from '@jest/globals';
import { downloadBlob } from '../client';

describe('downloadBlob', () => {
  it('clicks a temporary link named for the file, then frees the object URL', () => {
    jest.useFakeTimers();
    const created: string[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = (() => {
      created.push('blob:1');
      return 'blob:1';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = ((url: string) => void revoked.push(url)) as typeof URL.revokeObjectURL;
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    downloadBlob(new Blob(['a;b']), 'pacienti.csv');
    expect(clicked).toEqual([{ download: 'pacienti.csv', href: 'blob:1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(revoked).toEqual(['blob:1']);
    click.mockRestore();
    jest.useRealTimers();
  });
});
