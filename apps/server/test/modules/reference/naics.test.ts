import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, type NaicsCodePage } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { syncReferenceData } from '../../../src/db/seed/reference.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const search = (as: typeof admin, query: string) =>
  as.inject({ method: 'GET', url: `/api/account/v1/naics/search?${query}` });

describe('GET /api/account/v1/naics/search', () => {
  it('finds codes by prefix, every level, with the full row (dup=1, the default)', async () => {
    const res = await search(admin, 'search=5415&size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<NaicsCodePage>();
    expect(page.content.map((c) => c.naicsCode)).toEqual([
      '5415',
      '54151',
      '541511',
      '541512',
      '541513',
      '541519',
    ]);
    expect(page.totalElements).toBe(6);
    expect(page.content[2]).toMatchObject({
      naicsCode: '541511',
      title: 'Custom Computer Programming Services',
      level: 6,
      parentCode: '54151',
      primaryIndustry: 'Professional, Scientific, and Technical Services',
      secondaryIndustry: 'Custom Computer Programming Services',
    });
  });

  it('with dup=0 returns one row per industry pair, the most specific code, in the spec shape', async () => {
    const res = await search(admin, 'search=5415&dup=0&size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.content).toEqual([
      {
        naicsCode: '54151',
        primaryIndustry: 'Professional, Scientific, and Technical Services',
        secondaryIndustry: 'Computer Systems Design and Related Services',
      },
      {
        naicsCode: '541511',
        primaryIndustry: 'Professional, Scientific, and Technical Services',
        secondaryIndustry: 'Custom Computer Programming Services',
      },
      {
        naicsCode: '541512',
        primaryIndustry: 'Professional, Scientific, and Technical Services',
        secondaryIndustry: 'Computer Systems Design Services',
      },
      {
        naicsCode: '541513',
        primaryIndustry: 'Professional, Scientific, and Technical Services',
        secondaryIndustry: 'Computer Facilities Management Services',
      },
      {
        naicsCode: '541519',
        primaryIndustry: 'Professional, Scientific, and Technical Services',
        secondaryIndustry: 'Other Computer Related Services',
      },
    ]);
    expect(page.totalElements).toBe(5);
  });

  it('finds by title words (all of them, any order, any case) for any signed-in user', async () => {
    const agent = await t.signIn('agent@example.com');
    const res = await search(agent, 'search=programming%20computer&dup=0');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((c: { naicsCode: string }) => c.naicsCode)).toContain('541511');
    const none = await search(agent, 'search=zzqqxx&dup=0');
    expect(none.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it('pages and sorts', async () => {
    const first = (await search(admin, 'search=54&size=5&page=0&sort=naicsCode,desc')).json();
    const second = (await search(admin, 'search=54&size=5&page=1&sort=naicsCode,desc')).json();
    expect(first.content).toHaveLength(5);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 5));
    expect(first.content[0].naicsCode > first.content[4].naicsCode).toBe(true);
    expect(second.content[0].naicsCode < first.content[4].naicsCode).toBe(true);
  });

  it('401 without a session; 400 for a bad dup', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/v1/naics/search' });
    expect(anonymous.statusCode).toBe(401);
    expect((await search(admin, 'dup=2')).statusCode).toBe(400);
  });
});

describe('NAICS create, update, delete', () => {
  const body = {
    naicsCode: '541599',
    primaryIndustry: 'Professional, Scientific, and Technical Services',
    secondaryIndustry: 'Managed Security Services',
  };

  it('creates a code (201), refuses the same code again (409)', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/account/v1/naics', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      naicsCode: '541599',
      level: 6,
      parentCode: '54159',
      title: 'Managed Security Services',
    });
    const again = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/naics',
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERENCE_MESSAGES.naicsDuplicate('541599'));
    const found = (await search(admin, 'search=managed%20security&dup=0')).json();
    expect(found.content).toContainEqual({
      naicsCode: '541599',
      primaryIndustry: body.primaryIndustry,
      secondaryIndustry: body.secondaryIndustry,
    });
  });

  it('400 with clear messages for codes that are not 2 to 6 digits or missing industries', async () => {
    for (const naicsCode of ['5', '5415111', '54a1', '']) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/account/v1/naics',
        payload: { ...body, naicsCode },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(
        naicsCode ? REFERENCE_MESSAGES.naicsCodeDigits : REFERENCE_MESSAGES.naicsCodeRequired,
      );
    }
    const missing = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/naics',
      payload: { naicsCode: '99', primaryIndustry: ' ', secondaryIndustry: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(REFERENCE_MESSAGES.primaryIndustryRequired);
  });

  it('updates a code; taking an existing code is a 409; unknown id is a 404', async () => {
    // 54151 is built in (Computer Systems Design and Related Services).
    const clash = await admin.inject({
      method: 'POST',
      url: '/api/account/v1/naics',
      payload: { ...body, naicsCode: '54151' },
    });
    expect(clash.statusCode).toBe(409);
    const mine = (await search(admin, 'search=541599')).json<NaicsCodePage>().content[0]!;
    const taken = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/naics/${mine.id}`,
      payload: { ...body, naicsCode: '541511' },
    });
    expect(taken.statusCode).toBe(409);
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/naics/${mine.id}`,
      payload: { ...body, naicsCode: '541598', secondaryIndustry: 'Security Operations Centres' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: mine.id,
      naicsCode: '541598',
      secondaryIndustry: 'Security Operations Centres',
    });
    const unknown = await admin.inject({
      method: 'PUT',
      url: '/api/account/v1/naics/00000000-0000-4000-8000-000000000000',
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an admin edit or delete of a built-in code survives the next start', async () => {
    const [software] = (await search(admin, 'search=511210')).json<NaicsCodePage>().content;
    const [grocery] = (await search(admin, 'search=445110')).json<NaicsCodePage>().content;
    const edit = await admin.inject({
      method: 'PUT',
      url: `/api/account/v1/naics/${software!.id}`,
      payload: {
        naicsCode: '511210',
        primaryIndustry: software!.primaryIndustry,
        secondaryIndustry: 'Software Publishers (including SaaS)',
      },
    });
    expect(edit.statusCode).toBe(200);
    const del = await admin.inject({
      method: 'DELETE',
      url: `/api/account/v1/naics/${grocery!.id}`,
    });
    expect(del.statusCode).toBe(204);
    await syncReferenceData(t.database.db);
    expect((await search(admin, 'search=511210')).json().content[0].secondaryIndustry).toBe(
      'Software Publishers (including SaaS)',
    );
    expect((await search(admin, 'search=445110')).json().totalElements).toBe(0);
    const gone = await admin.inject({
      method: 'DELETE',
      url: `/api/account/v1/naics/${grocery!.id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('403 for people who do not manage reference data', async () => {
    const [code] = (await search(admin, 'search=541511')).json<NaicsCodePage>().content;
    for (const email of ['underwriter@example.com', 'agencyadmin@example.com']) {
      const other = await t.signIn(email);
      const post = await other.inject({
        method: 'POST',
        url: '/api/account/v1/naics',
        payload: { ...body, naicsCode: '99' },
      });
      expect(post.statusCode).toBe(403);
      const put = await other.inject({
        method: 'PUT',
        url: `/api/account/v1/naics/${code!.id}`,
        payload: body,
      });
      expect(put.statusCode).toBe(403);
      const del = await other.inject({
        method: 'DELETE',
        url: `/api/account/v1/naics/${code!.id}`,
      });
      expect(del.statusCode).toBe(403);
    }
  });
});

describe('GET /api/account/v1/sic/search', () => {
  it('finds UK SIC divisions by prefix and words, one level at a time', async () => {
    const broker = await t.signIn('broker@example.com');
    const byPrefix = await broker.inject({
      method: 'GET',
      url: '/api/account/v1/sic/search?search=62',
    });
    expect(byPrefix.statusCode).toBe(200);
    expect(byPrefix.json().content).toEqual([
      expect.objectContaining({
        sicCode: '62',
        level: 2,
        parentCode: 'J',
        primaryIndustry: 'Information and communication',
        secondaryIndustry: 'Computer programming, consultancy and related activities',
      }),
    ]);
    const words = await broker.inject({
      method: 'GET',
      url: '/api/account/v1/sic/search?search=insurance&level=2',
    });
    expect(words.json().content.map((c: { sicCode: string }) => c.sicCode)).toEqual([
      '64',
      '65',
      '66',
    ]);
    const sections = await broker.inject({
      method: 'GET',
      url: '/api/account/v1/sic/search?level=1&size=100',
    });
    expect(sections.json().totalElements).toBe(21);
  });
});
