import { Controller, Get, Module, type INestApplication, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { Access, configureApp, listRouteAccess } from '@dental/server-core';
import { AppModule } from '@dental/server-host';
import { testDatabaseUrl } from '@dental/server-testing';
import { ALL_MODULES } from '../modules.js';

/** A controller that forgot @Access on one method: the guard must refuse it. */
@Controller('probe')
class ProbeController {
  @Get('declared')
  @Access('public')
  declared() {
    return { data: 'ok' };
  }

  @Get('forgotten')
  forgotten() {
    return { data: 'should never be served' };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

async function bootApp(extra: Type[] = []): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      AppModule.forRoot({ databaseUrl: testDatabaseUrl(), registry: ALL_MODULES, modules: ALL_MODULES, version: 'test' }),
      ...extra,
    ],
  }).compile();
  const app = moduleRef.createNestApplication();
  configureApp(app);
  await app.init();
  return app;
}

describe('route access declarations', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await bootApp();
  });
  afterAll(() => app.close());

  // A diff here is a change of who can reach what: review it as such.
  it('declares the access of every route (snapshot)', () => {
    const routes = listRouteAccess(app).map(({ method, path, access }) => `${method.padEnd(6)} ${path}  ->  ${access}`);
    expect(routes).toMatchSnapshot();
  });

  it('has no route without @Access', () => {
    const missing = listRouteAccess(app).filter((route) => route.access === 'MISSING');
    expect(missing).toEqual([]);
  });
});

describe('default deny', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await bootApp([ProbeModule]);
  });
  afterAll(() => app.close());

  it('refuses a route that lacks @Access with 403, and the listing flags it', async () => {
    expect((await request(app.getHttpServer()).get('/api/probe/declared')).status).toBe(200);
    const res = await request(app.getHttpServer()).get('/api/probe/forgotten');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(listRouteAccess(app).filter((route) => route.access === 'MISSING').map((route) => route.path)).toEqual([
      '/api/probe/forgotten',
    ]);
  });
});
