/**
 * Property-level authorization: for each update that several kinds of caller share, the fields
 * each kind may write. Anything not on a caller's list is refused when its value would change
 * (403), so a field added to a form later is provider staff's until someone puts it on a list.
 * Server services enforce these lists; screens use them to show a field read-only.
 */
export const WRITABLE_FIELDS = {
  /** PUT /api/account/v1/agency/{id}: an agency admin edits its profile and contact. */
  agency: {
    provider: 'ALL',
    member: [
      'name',
      'description',
      'hostname',
      'locationAlias',
      'contactFirstName',
      'contactLastName',
      'contactEmail',
      'contactPhone',
    ],
  },
  /**
   * PUT /api/auth/v1/users/{id}: an organisation admin edits its users' names, phone, role and
   * contact flags; the Slack handle (provider staff's channel to the person) is the provider's.
   */
  user: {
    provider: 'ALL',
    member: [
      'firstName',
      'lastName',
      'phoneCountry',
      'phone',
      'role',
      'primaryContact',
      'billingContact',
    ],
  },
} as const satisfies Record<string, { provider: 'ALL'; member: readonly string[] }>;

export type WriteModel = keyof typeof WRITABLE_FIELDS;

/** The fields a caller may write in a model: everything as the provider, else the list. */
export const mayWriteField = (model: WriteModel, actingAsProvider: boolean, field: string) =>
  actingAsProvider || (WRITABLE_FIELDS[model].member as readonly string[]).includes(field);

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * The fields whose value would change although the caller may not write them (empty when the
 * write is allowed). `before` and `after` hold the model's fields as stored and as requested.
 */
export function refusedFields(
  model: WriteModel,
  actingAsProvider: boolean,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  if (actingAsProvider) return [];
  return Object.keys(after).filter(
    (field) => !mayWriteField(model, false, field) && !same(before[field], after[field]),
  );
}
