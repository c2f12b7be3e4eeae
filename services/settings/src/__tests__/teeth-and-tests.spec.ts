import type { INestApplication } from '@nestjs/common';
import { questionnaireDetailsSchema } from '@dental/contracts';
import { api, createTestApp, findOrFail, uniqueTag } from '@dental/server-testing';
import { describeCrud, tokensFor, type Tokens } from './settings-test-kit.js';

let app: INestApplication;
let tokens: Tokens;
let group: string;
let test: string;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await tokensFor(app);
  group = (await api(app).get('/api/settings/tooth-custom-status-groups').set('authorization', tokens.admin)).body.data[0].uuid;
  test = (await api(app).post('/api/settings/tests').set('authorization', tokens.admin).send({ name: `Anketa ${uniqueTag()}`, regularity: 6 })).body.data.uuid;
});
afterAll(() => app.close());

const ready = async () => ({ app, tokens });

describeCrud('tooth statuses (diagnoses)', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/tooth-statuses',
    table: 'tooth_status',
    view: 'tooth_status_view',
    edit: 'tooth_status_edit',
    create: () => ({ name: `Erozija ${uniqueTag()}`, category: 'Kariess', color: '#ff0000', diagnostic_name: 'Erozija', scheduled_name: 'Plānota', cure_name: 'Ārstēta', has_surface: true, icon_text: 'ER' }),
    edited: { name: 'Abrāzija', display_type: 4, has_surface: false },
    invalid: { body: { name: 'X', category: 'Y', color: '#ff0000', diagnostic_name: 'a', scheduled_name: 'b', cure_name: 'c', display_type: 9 }, field: 'display_type' },
    searchBy: 'name',
  },
}));

describeCrud('tooth custom status groups', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/tooth-custom-status-groups',
    table: 'tooth_custom_status_group',
    view: 'tooth_custom_status_view',
    edit: 'tooth_status_edit',
    create: () => ({ name: `Grupa ${uniqueTag()}` }),
    edited: { name: 'Protezēšana', sort_order: 3 },
    invalid: { body: {}, field: 'name' },
    searchBy: 'name',
  },
}));

describeCrud('tooth custom statuses', async () => ({
  ...(await ready()),
  crud: {
    base: `/api/settings/tooth-custom-status-groups/${group}/statuses`,
    table: 'tooth_custom_status',
    view: 'tooth_custom_status_view',
    edit: 'tooth_status_edit',
    create: () => ({ name: `Atzīme ${uniqueTag()}`, color: '#00ff00', icon_text: 'A' }),
    edited: { name: 'Skrūve', has_surface: true },
    invalid: { body: { name: 'X', icon_text: 'x'.repeat(11) }, field: 'icon_text' },
    searchBy: 'name',
  },
}));

describeCrud('status config', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/status-config',
    table: 'tooth_status_config',
    view: 'tooth_config_view',
    edit: 'tooth_status_edit',
    create: () => ({ name: `Konfigurācija ${uniqueTag()}`, element: 'root', active: true }),
    edited: { active: false, element: 'crown' },
    invalid: { body: { name: 'X', element: 'nose' }, field: 'element' },
    searchBy: 'name',
  },
}));

describeCrud('questionnaires', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/tests',
    table: 'questionnaire',
    view: 'test_view',
    edit: 'test_edit',
    create: () => ({ name: `Anketa ${uniqueTag()}`, regularity: 12, template: 'Lūdzu, atbildiet.' }),
    edited: { name: 'Anamnēze bērniem', regularity: 24 },
    invalid: { body: { name: 'X', regularity: 5 }, field: 'regularity' },
    searchBy: 'name',
  },
}));

describeCrud('questions', async () => ({
  ...(await ready()),
  crud: {
    base: `/api/settings/tests/${test}/questions`,
    table: 'question',
    view: 'test_settings_view',
    edit: 'test_edit',
    create: () => ({ name: `Vai smēķējat? ${uniqueTag()}`, test_type: 1, trigger: 'Jā', icon: 'smoke' }),
    edited: { name: 'Cik bieži smēķējat?', test_type: 3, test_value: { options: ['Nekad', 'Dažreiz', 'Katru dienu'] } },
    invalid: { body: { name: 'X', test_type: 7 }, field: 'test_type' },
  },
}));

describe('questions by type and order', () => {
  const base = () => `/api/settings/tests/${test}/questions`;
  const post = (body: object) => api(app).post(base()).set('authorization', tokens.admin).set('content-language', 'en').send(body);

  it('asks choices for choice questions and bounds for a scale', async () => {
    expect((await post({ name: 'Kura?', test_type: 3, test_value: { options: ['Viena'] } })).status).toBe(400);
    const noOptions = await post({ name: 'Kuras?', test_type: 4 });
    expect(noOptions.body.error.fields).toEqual({ test_value: 'Enter at least two answer options' });
    const scale = await post({ name: 'Sāpes?', test_type: 5, test_value: { min: 10, max: 1 } });
    expect(scale.body.error.fields).toEqual({ test_value: 'Enter the scale bounds, the lowest below the highest' });
    expect((await post({ name: 'Vārds?', test_type: 0, test_value: { options: ['a', 'b'] } })).status).toBe(400);
    expect((await post({ name: 'Sāpes?', test_type: 5, test_value: { min: 0, max: 10, step: 1 } })).status).toBe(201);
  });

  it('reorders the questions and refuses an order that leaves one out', async () => {
    const fresh = (await api(app).post('/api/settings/tests').set('authorization', tokens.admin).send({ name: `Secība ${uniqueTag()}`, regularity: 1 })).body.data.uuid;
    const add = async (name: string) =>
      (await api(app).post(`/api/settings/tests/${fresh}/questions`).set('authorization', tokens.admin).send({ name, test_type: 6 })).body.data.uuid as string;
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    const reordered = await api(app).put(`/api/settings/tests/${fresh}/questions/order`).set('authorization', tokens.admin).send({ uuids: [c, a, b] });
    expect(reordered.status).toBe(200);
    const details = questionnaireDetailsSchema.parse((await api(app).get(`/api/settings/tests/${fresh}`).set('authorization', tokens.admin)).body.data);
    expect(details.questions.map((question) => question.name)).toEqual(['C', 'A', 'B']);
    const partial = await api(app).put(`/api/settings/tests/${fresh}/questions/order`).set('authorization', tokens.admin).send({ uuids: [a, b] });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toHaveProperty('uuids');
  });

  it('seeds two questionnaires using several question types', async () => {
    const list = (await api(app).get('/api/settings/tests').query({ sort: 'name' }).set('authorization', tokens.admin)).body.data as { uuid: string; name: string }[];
    const history = findOrFail(list, (item) => item.name.startsWith('Anamnēze (medicīniskā'), 'medical history');
    const allergies = findOrFail(list, (item) => item.name === 'Alerģijas', 'item');
    const details = questionnaireDetailsSchema.parse((await api(app).get(`/api/settings/tests/${history.uuid}`).set('authorization', tokens.admin)).body.data);
    expect(new Set(details.questions.map((question) => question.test_type)).size).toBeGreaterThanOrEqual(5);
    expect(allergies).toBeDefined();
  });
});

describe('diagnoses seed', () => {
  it('holds the common diagnoses with colours and surface flags', async () => {
    const statuses = (await api(app).get('/api/settings/tooth-statuses').query({ per_page: 100, sort: 'sort_order' }).set('authorization', tokens.admin)).body.data as { name: string; has_surface: boolean; color: string }[];
    const byName = new Map(statuses.map((status) => [status.name, status]));
    for (const name of ['Kariess', 'Plomba', 'Kronis', 'Ārstēts sakņu kanāls', 'Trūkstošs zobs', 'Implants', 'Tilts', 'Zoba lūzums', 'Periodontīts']) {
      expect(byName.get(name)?.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(byName.get('Kariess')?.has_surface).toBe(true);
    expect(byName.get('Kronis')?.has_surface).toBe(false);
  });
});
