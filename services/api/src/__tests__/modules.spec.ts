import type { INestApplication } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import { healthSchema } from '@dental/contracts';
import { createTestApp } from '@dental/server-testing';
import { ALL_MODULES, selectModules } from '../modules.js';

describe('composing modules', () => {
  it('serves every module by default, identity first', () => {
    expect(selectModules(undefined).map((module) => module.name)).toEqual(ALL_MODULES.map((module) => module.name));
    expect(ALL_MODULES[0].name).toBe('identity');
  });

  it('boots a chosen module alone, with identity to resolve sessions', () => {
    expect(selectModules('messenger').map((module) => module.name)).toEqual(['identity', 'messenger']);
    expect(() => selectModules('invoicing')).toThrow(/Unknown module/);
  });

  it.each(ALL_MODULES)('$name lists every migration file of its folder once, oldest first', (module) => {
    const files = readdirSync(module.migrationsPath)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(module.migrations.map((migration) => migration.name)).toEqual(files);
  });

  it.each(ALL_MODULES.map((module) => module.name))('boots with MODULES=%s and reports it in /api/health', async (name) => {
    const app: INestApplication = await createTestApp({ modules: selectModules(name), seed: false });
    try {
      const res = await request(app.getHttpServer()).get('/api/health');
      expect(res.status).toBe(200);
      const health = healthSchema.parse(res.body.data);
      expect(health.database).toBe('ok');
      expect(health.modules.map((module) => module.name)).toContain(name);
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const app = await createTestApp({ seed: false });
    try {
      const res = await request(app.getHttpServer()).get('/api/docs-json');
      expect(res.status).toBe(200);
      const login = res.body.paths['/api/auth'].post;
      expect(login.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
      expect(res.body.paths['/api/settings/branches/{uuid}'].patch.parameters[0]).toMatchObject({ name: 'uuid', in: 'path' });
    } finally {
      await app.close();
    }
  });
});
