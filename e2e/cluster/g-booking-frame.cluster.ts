import { expect, test } from '@playwright/test';
import { apiCall, apiToken, edge } from './cluster-kit.js';

/**
 * Issue 27 on the cluster: nginx serves a branch's booking page /book/{slug} with the
 * frame-ancestors of the branch's online-booking settings (asked of the API per load, as `npm
 * start`'s edge does), through the balanced port and an instance's own; a change of the settings
 * shows at the next load; every other page (the shell, a reminder's /r/…, a booking's own
 * /book/manage/…, an unknown branch's page) stays framed by nobody.
 */
type Settings = { slug: string; embed_origins: string[]; version: number } & Record<string, unknown>;

const ancestors = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

test("the booking page is framed only by its branch's sites; other pages by nobody", async () => {
  const admin = await apiToken('admin');
  const branches = (await apiCall<{ uuid: string }[]>(admin, 'GET', '/meta/branches')).data;
  const all = await Promise.all(branches.map(async (b) => ({ uuid: b.uuid, settings: (await apiCall<Settings>(admin, 'GET', `/settings/branches/${b.uuid}/online-booking`)).data })));
  const found = all.find((row) => row.settings.slug === 'rigas-centrs');
  if (!found) throw new Error('the demo has a branch at /book/rigas-centrs');
  const { branch_uuid: _branch, ...body } = found.settings;
  const sites = ['https://www.klinika.lv', 'http://127.0.0.1:5999'];
  const saved = await apiCall<Settings>(admin, 'PUT', `/settings/branches/${found.uuid}/online-booking`, { ...body, embed_origins: sites });
  expect(saved.status).toBe(200);
  try {
    for (const base of [edge(), edge('api-1'), edge('api-2')]) {
      const page = await fetch(`${base}/book/rigas-centrs`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      expect(ancestors(page)).toBe(sites.join(' '));
      expect(page.headers.get('x-frame-options')).toBeNull();
      // The rest of the policy is the edge's own.
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    }

    // The next load follows the settings: one site fewer.
    const fewer = await apiCall<Settings>(admin, 'PUT', `/settings/branches/${found.uuid}/online-booking`, { ...body, embed_origins: [sites[0]], version: saved.data.version });
    expect(fewer.status).toBe(200);
    expect(ancestors(await fetch(`${edge()}/book/rigas-centrs`))).toBe(sites[0]);

    for (const other of ['/', '/calendar', '/r/some.token', '/book/manage/some.token', '/book/no-such-branch']) {
      const res = await fetch(`${edge()}${other}`);
      expect(res.status, other).toBe(200);
      expect(ancestors(res), other).toBe("'none'");
    }
    expect((await fetch(`${edge()}/`)).headers.get('x-frame-options')).toBe('DENY');
    body.version = fewer.data.version;
  } finally {
    const current = (await apiCall<Settings>(admin, 'GET', `/settings/branches/${found.uuid}/online-booking`)).data;
    await apiCall(admin, 'PUT', `/settings/branches/${found.uuid}/online-booking`, { ...body, embed_origins: found.settings.embed_origins, version: current.version });
  }
});
