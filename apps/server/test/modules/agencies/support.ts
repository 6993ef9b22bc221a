import type { AgencyCreateInput } from '@cyber/domain';
import type { TestApp } from '../../helper.ts';

export type Session = Awaited<ReturnType<TestApp['signIn']>>;

let counter = 0;
/** A valid agency body with a unique name and host name. */
export const agencyBody = (overrides: Partial<AgencyCreateInput> = {}): AgencyCreateInput => {
  const n = `${Date.now()}-${++counter}`;
  return {
    name: `Test Agency ${n}`,
    description: 'Cyber specialists',
    hostname: `agency-${n}.example.com`,
    npn: '1234567890',
    contactFirstName: 'Pat',
    contactLastName: 'Lee',
    contactEmail: `pat.${n}@example.com`,
    contactPhone: '(617) 555-0199',
    ...overrides,
  };
};

export async function createAgency(s: Session, overrides: Partial<AgencyCreateInput> = {}) {
  const res = await s.inject({
    method: 'POST',
    url: '/api/account/v1/agency',
    payload: agencyBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create agency ${res.statusCode} ${res.body}`);
  return res.json<{ message: string; agency: { id: string; name: string } }>().agency;
}
