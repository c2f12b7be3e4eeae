import { readdirSync } from 'node:fs';
import { identityModule } from '../identity.definition.js';

describe('identity migrations', () => {
  it('lists every migration file of the folder once, oldest first', () => {
    const files = readdirSync(identityModule.migrationsPath)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(identityModule.migrations.map((migration) => migration.name)).toEqual(files);
  });
});
