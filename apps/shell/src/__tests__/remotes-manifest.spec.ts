import { parseRemotesManifest } from '../remotes/remotes-manifest';

describe('/remotes.json', () => {
  const base = 'http://localhost:4200/patients/1';
  const all = { calendar: '/remotes/calendar/mf-manifest.json', patients: 'http://cdn/p/mf-manifest.json', settings: '/s.json', reports: '/r.json' };

  it('maps each remote to an absolute manifest URL', () => {
    expect(parseRemotesManifest(all, base)).toEqual({
      calendar: 'http://localhost:4200/remotes/calendar/mf-manifest.json',
      patients: 'http://cdn/p/mf-manifest.json',
      settings: 'http://localhost:4200/s.json',
      reports: 'http://localhost:4200/r.json',
    });
  });

  it('refuses unknown or missing remotes', () => {
    expect(() => parseRemotesManifest({ ...all, billing: '/b.json' }, base)).toThrow(/unknown remote "billing"/);
    expect(() => parseRemotesManifest({ ...all, reports: '' }, base)).toThrow(/no URL for "reports"/);
    expect(() => parseRemotesManifest([], base)).toThrow();
  });
});
