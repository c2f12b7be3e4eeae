import { readdirSync } from 'node:fs';
import { patientsModule } from '../patients.definition.js';

describe('patients migrations', () => {
  it('lists every migration file of the folder once, oldest first', () => {
    const files = readdirSync(patientsModule.migrationsPath)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(patientsModule.migrations.map((migration) => migration.name)).toEqual(files);
  });
});
