import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, mockApi, renderApp, signIn, type ApiCall } from '../../support/helpers.tsx';

const agencyAdmin = buildMe({
  email: 'agencyadmin@example.com',
  role: { id: 'role-aa', name: 'Agency Admin' },
  scopes: ['role:admin'],
  permissions: ['dashboard:view', 'api-key:manage'],
});

const key = (n: number) => ({
  id: `id-${n}`,
  keyId: `ck_0000000000000000000${n}`,
  name: `Key ${n}`,
  description: null,
  secretHint: `ab${n}${n}`,
  owner: { id: 'user-1', name: 'Dana Whitfield', email: 'agencyadmin@example.com' },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  regeneratedAt: null,
  lastUsedAt: null,
});

describe('API keys screen', () => {
  it('lists keys, creates one and shows its secret once', async () => {
    signIn({ scopes: ['role:admin', 'api-key:manage'] });
    const keys = [key(1)];
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      'GET /api/auth/v1/api': () => ({
        body: { content: keys, totalElements: keys.length, totalPages: 1, page: 0, size: 25 },
      }),
      'POST /api/auth/v1/api': (call: ApiCall) => {
        const created = { ...key(2), name: (call.body as { name: string }).name };
        keys.unshift(created);
        return {
          status: 201,
          body: {
            ...created,
            secret: 'S3cretValueS3cretValueS3cretValueS3cretValu',
            apiKey: `${created.keyId}.S3cretValueS3cretValueS3cretValueS3cretValu`,
          },
        };
      },
    });
    const { user } = renderApp('/agency/manage/api-keys');

    const table = await screen.findByRole('table', { name: 'API access keys' });
    expect(await within(table).findByText('Key 1')).toBeInTheDocument();
    expect(within(table).getByText('…ab11')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    // The name is required (the API's own rule).
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rating sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secret = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(secret).getByTestId('api-key-secret')).toHaveTextContent(
      'ck_00000000000000000002.S3cretValueS3cretValueS3cretValueS3cretValu',
    );
    expect(within(secret).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/v1/api')[0]!.body).toEqual({
      name: 'Rating sync',
      description: '',
    });

    await user.click(within(secret).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByText(/S3cretValue/)).toBeNull());
    expect(await within(table).findByText('Rating sync')).toBeInTheDocument();
  });

  it('asks before deleting a key', async () => {
    signIn({ scopes: ['role:admin', 'api-key:manage'] });
    const api = mockApi({
      'GET /api/auth/v1/me': () => ({ body: agencyAdmin }),
      'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
      'GET /api/auth/v1/api': () => ({
        body: { content: [key(1)], totalElements: 1, totalPages: 1, page: 0, size: 25 },
      }),
      'DELETE /api/auth/v1/api/ck_00000000000000000001': () => ({ status: 204 }),
    });
    const { user } = renderApp('/agency/manage/api-keys');
    await user.click(await screen.findByRole('button', { name: 'Delete Key 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Key 1?' });
    expect(api.callsTo('DELETE', '/api/auth/v1/api/ck_00000000000000000001')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete key' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/auth/v1/api/ck_00000000000000000001')).toHaveLength(1),
    );
  });
});
