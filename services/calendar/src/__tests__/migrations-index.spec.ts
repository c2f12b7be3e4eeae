import { readdirSync } from 'node:fs';
import { calendarModule } from '../calendar.definition.js';

describe('calendar migrations', () => {
  it('lists every migration file of the folder once, oldest first', () => {
    const files = readdirSync(calendarModule.migrationsPath)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(calendarModule.migrations.map((migration) => migration.name)).toEqual(files);
  });
});
