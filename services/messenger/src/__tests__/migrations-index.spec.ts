import { readdirSync } from 'node:fs';
import { messengerModule } from '../messenger.definition.js';

describe('messenger migrations', () => {
  it('lists every migration file of the folder once, oldest first', () => {
    const files = readdirSync(messengerModule.migrationsPath)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(messengerModule.migrations.map((migration) => migration.name)).toEqual(files);
  });
});
