import { sharedMismatches } from '../remotes/shared-compatibility';

const shell = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@dental/ui': '0.1.0' };

describe('a remote built against other shared singletons', () => {
  it('is compatible on the same major, whatever the minor and patch', () => {
    expect(sharedMismatches([{ name: 'react', version: '19.0.2' }, { name: 'zustand', version: '^5.3.0' }], shell)).toEqual([]);
  });

  it('names each singleton built against another major (or another minor below 1.0)', () => {
    const remote = [
      { name: 'react', version: '20.0.0' },
      { name: 'react-dom', version: '20.0.0' },
      { name: '@dental/ui', version: '^0.2.0' },
      { name: 'left-pad', version: '1.0.0' },
    ];
    expect(sharedMismatches(remote, shell)).toEqual([
      { name: 'react', remote: '20.0.0', shell: '19.3.1' },
      { name: 'react-dom', remote: '20.0.0', shell: '19.3.1' },
      { name: '@dental/ui', remote: '^0.2.0', shell: '0.1.0' },
    ]);
  });
});
