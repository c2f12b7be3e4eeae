import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkTrain, liveFiles, promote, readTrain, rollback, status } from '../trains.mjs';
import { contractSupported, sameLine } from '../release-info.mjs';

/** Releases and trains in a temporary folder: what `npm run release` would have written. */
let dir: string;
let files: ReturnType<typeof liveFiles>;
const SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', i18next: '27.1.2', 'react-i18next': '18.0.1', zustand: '5.1.0', '@tanstack/react-query': '5.108.0', '@dental/ui': '0.1.0', '@dental/api-client': '0.1.0', '@dental/auth': '0.1.0', '@dental/i18n': '0.1.0', '@dental/live': '0.1.0', '@dental/feature-messenger': '0.1.0', '@dental/contracts': '0.1.0' };

function release(module: string, version: string, overrides: { shared?: Record<string, string>; contract?: string } = {}) {
  const folder = path.join(dir, 'releases', module, version);
  mkdirSync(folder, { recursive: true });
  const info = { module, version, commit: `c0ffee-${module}-${version}`, contract: overrides.contract ?? '0.1.0', shared: { ...SHARED, ...overrides.shared } };
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
}

function train(name: string, modules: Record<string, string>) {
  writeFileSync(path.join(dir, 'trains', `${name}.json`), JSON.stringify({ modules }));
}

const everything = (overrides: Record<string, string> = {}) => ({ shell: '1.0.0', calendar: '1.0.0', patients: '1.0.0', settings: '1.0.0', reports: '1.0.0', booking: '1.0.0', api: '1.0.0', ...overrides });
const liveRemotes = () => JSON.parse(readFileSync(files.remotesJson, 'utf8')) as Record<string, string>;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'trains-'));
  mkdirSync(path.join(dir, 'trains'));
  mkdirSync(path.join(dir, 'run'));
  process.env.RELEASES_DIR = path.join(dir, 'releases');
  process.env.TRAINS_DIR = path.join(dir, 'trains');
  files = liveFiles(path.join(dir, 'run', 'remotes.json'));
  writeFileSync(files.remotesJson, JSON.stringify({ calendar: '/remotes/calendar/mf-manifest.json' }));
  for (const module of ['shell', 'calendar', 'patients', 'settings', 'reports', 'booking', 'api']) release(module, '1.0.0');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.RELEASES_DIR;
  delete process.env.TRAINS_DIR;
});

describe('promoting a train', () => {
  it('points every remote at its release, records what is live, and rolls back to what was before', () => {
    release('calendar', '1.1.0');
    train('first', everything());
    train('calendar-fix', everything({ calendar: '1.1.0' }));

    promote('first', files);
    expect(liveRemotes().calendar).toBe('/releases/calendar/1.0.0/mf-manifest.json');
    promote('calendar-fix', files);
    expect(liveRemotes()).toEqual({
      calendar: '/releases/calendar/1.1.0/mf-manifest.json',
      patients: '/releases/patients/1.0.0/mf-manifest.json',
      settings: '/releases/settings/1.0.0/mf-manifest.json',
      reports: '/releases/reports/1.0.0/mf-manifest.json',
    });
    expect(status(files).train).toMatchObject({ name: 'calendar-fix', modules: { calendar: { version: '1.1.0', commit: 'c0ffee-calendar-1.1.0' } } });

    rollback(files);
    expect(liveRemotes().calendar).toBe('/releases/calendar/1.0.0/mf-manifest.json');
    expect(status(files).train.name).toBe('first');
    expect(() => rollback(files)).toThrow(/nothing to roll back/);
  });

  it('rolls the first train back to the platform’s own builds, with no train live', () => {
    train('first', everything());
    promote('first', files);
    rollback(files);
    expect(liveRemotes()).toEqual({ calendar: '/remotes/calendar/mf-manifest.json' });
    expect(status(files).train).toBeNull();
  });

  it('refuses a remote built against another React major, saying so, and changes nothing', () => {
    release('calendar', '2.0.0', { shared: { react: '20.0.0', 'react-dom': '20.0.0' } });
    train('react-20', everything({ calendar: '2.0.0' }));
    const before = readFileSync(files.remotesJson, 'utf8');
    expect(() => promote('react-20', files)).toThrow(/calendar: built with react 20\.0\.0, the shell runs 19\.3\.1 \(another major\)/);
    expect(readFileSync(files.remotesJson, 'utf8')).toBe(before);
  });

  it('releases the patients’ public page on the train, live by train.json, never named in /remotes.json', () => {
    release('booking', '1.1.0');
    train('booking-fix', everything({ booking: '1.1.0' }));
    promote('booking-fix', files);
    expect(liveRemotes()).not.toHaveProperty('booking');
    expect(status(files).train.modules.booking).toEqual({ version: '1.1.0', commit: 'c0ffee-booking-1.1.0' });
    release('booking', '2.0.0', { shared: { react: '20.0.0' } });
    train('booking-react-20', everything({ booking: '2.0.0' }));
    expect(checkTrain(readTrain('booking-react-20'))).toEqual([expect.stringContaining('booking: built with react 20.0.0, the shell runs 19.3.1')]);
  });

  it('refuses a version that was never released and a contract the API does not serve', () => {
    release('patients', '1.2.0', { contract: '0.2.0' });
    train('broken', everything({ settings: '9.9.9', patients: '1.2.0' }));
    const problems = checkTrain(readTrain('broken'));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('settings 9.9.9: not released'),
        expect.stringContaining('patients: speaks contract 0.2.0, the API 1.0.0 serves 0.1.0'),
      ]),
    );
  });

  it('refuses a train name that could leave the trains folder', () => {
    expect(() => readTrain('../secrets')).toThrow(/no train name/);
  });
});

describe('version rules', () => {
  it('treats a new major, or a new minor below 1.0, as breaking', () => {
    expect(sameLine('19.3.1', '19.0.0')).toBe(true);
    expect(sameLine('19.3.1', '20.0.0')).toBe(false);
    expect(sameLine('0.1.0', '0.2.0')).toBe(false);
    expect(contractSupported('0.1.5', '0.1.0')).toBe(true);
    expect(contractSupported('0.1.0', '0.1.5')).toBe(false);
    expect(contractSupported('1.4.0', '1.2.0')).toBe(true);
  });
});
