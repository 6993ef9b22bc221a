import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRegionDate, type Invitation } from '@cyber/domain';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { invite } from './helpers.ts';

/** The invitation e-mail writes its expiry day in the invitee's region's format (spec 3 §9). */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let thamesId: string;
let summitId: string;

const accountIdOf = async (email: string) =>
  (await (await t.signIn(email)).inject({ method: 'GET', url: '/api/auth/v1/me' })).json<{
    account: { id: string };
  }>().account.id;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin@example.com');
  thamesId = await accountIdOf('broker@example.com');
  summitId = await accountIdOf('wholesale@example.com');
});
afterAll(() => t.close());

async function expiryLine(email: string, organisationId: string) {
  const res = await invite(
    t,
    '',
    { email, firstName: 'Robin', lastName: 'Ashby', kind: 'EXISTING_ACCOUNT', organisationId },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  const invitation = res.json<Invitation>();
  const mail = await t.lastMessage(email, 'invitation');
  const day = new Date(invitation.expiresAt).toISOString().slice(0, 10);
  return { text: mail.text, day };
}

describe('invitation e-mail dates', () => {
  it("a UK brokerage's invitee reads 'DD MMM YYYY'", async () => {
    const { text, day } = await expiryLine('uk.hire@example.com', thamesId);
    expect(text).toContain(`This invitation expires on ${formatRegionDate(day, 'UK')} (UTC).`);
    expect(text).toMatch(/expires on \d{2} [A-Z][a-z]{2} \d{4} \(UTC\)/);
  });

  it("a US agency's invitee reads 'MMM. DD, YYYY'", async () => {
    const { text, day } = await expiryLine('us.hire@example.com', summitId);
    expect(text).toContain(`This invitation expires on ${formatRegionDate(day, 'US')} (UTC).`);
    expect(text).toMatch(/expires on [A-Z][a-z]{2}\. \d{2}, \d{4} \(UTC\)/);
  });
});
