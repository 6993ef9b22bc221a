import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES, type Webhook } from '@cyber/domain';
import {
  mockApi,
  onePage,
  providerAdminMe,
  renderApp,
  shellHandlers,
  signInProviderAdmin,
  type ApiCall,
  setupUser,
  AppProviders,
} from '../../support/helpers.tsx';
import { WebhookCreateDialog } from '../../../src/features/webhooks/components/webhook-create-dialog.tsx';
import { WebhookEditDialog } from '../../../src/features/webhooks/components/webhook-edit-dialog.tsx';

const hook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: '11111111-1111-4111-8111-111111111111',
  companyName: 'Acme Receiver',
  organisationId: null,
  organisationName: null,
  clientId: null,
  clientSecret: null,
  hasClientSecret: false,
  webhookUrl: null,
  events: [],
  active: true,
  status: 'NOT_CONFIGURED',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const wrap = (ui: ReactNode) =>
  render(<AppProviders queryClient={new QueryClient()}>{ui}</AppProviders>);

describe('WebHookCreate', () => {
  it(
    'enables Create only for a non-blank company name and sends it trimmed',
    { timeout: 20_000 },
    async () => {
      const user = setupUser();
      const onCreate = vi.fn();
      wrap(<WebhookCreateDialog open onCreate={onCreate} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog');
      const create = within(dialog).getByRole('button', { name: 'Create' });
      expect(create).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Company name/), '   ');
      expect(create).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Company name/), 'Acme Receiver ');
      expect(create).toBeEnabled();
      await user.click(create);
      expect(onCreate).toHaveBeenCalledWith('Acme Receiver');
    },
  );

  it('shows the server message inline', async () => {
    wrap(
      <WebhookCreateDialog
        open
        error="The selected organisation is invalid."
        onCreate={() => {}}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The selected organisation is invalid.',
    );
  });
});

describe('WebHookEdit', () => {
  it(
    'validates lengths and URL with the messages, and Generate fills 32 characters',
    { timeout: 20_000 },
    async () => {
      const user = setupUser();
      const onSave = vi.fn();
      wrap(<WebhookEditDialog webhook={hook()} onSave={onSave} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Client ID/), 'short');
      await user.type(within(dialog).getByLabelText(/Client secret/), 'x'.repeat(33));
      await user.type(within(dialog).getByLabelText(/Webhook URL/), 'https://a.io/x');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(WEBHOOK_MESSAGES.clientIdLength)).toBeInTheDocument();
      expect(within(dialog).getByText(WEBHOOK_MESSAGES.clientSecretLength)).toBeInTheDocument();
      expect(within(dialog).getByText(WEBHOOK_MESSAGES.webhookUrlTooShort)).toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();

      const [generateId, generateSecret] = within(dialog).getAllByRole('button', {
        name: 'Generate',
      });
      await user.click(generateId!);
      await user.click(generateSecret!);
      const clientId = within(dialog).getByLabelText<HTMLInputElement>(/Client ID/).value;
      const secret = within(dialog).getByLabelText<HTMLInputElement>(/Client secret/).value;
      expect(clientId).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(secret).not.toBe(clientId);
      const url = within(dialog).getByLabelText(/Webhook URL/);
      await user.clear(url);
      await user.type(url, 'https://hooks.example.com/cyber');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith(
          {
            clientId,
            clientSecret: secret,
            webhookUrl: 'https://hooks.example.com/cyber',
            active: true,
          },
          expect.anything(),
        ),
      );
    },
  );

  it('requires a secret only while none is stored', async () => {
    const user = setupUser();
    const onSave = vi.fn();
    const { unmount } = wrap(
      <WebhookEditDialog
        webhook={hook({ clientId: 'a'.repeat(32), webhookUrl: 'https://hooks.example.com/in' })}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(WEBHOOK_MESSAGES.clientSecretRequired),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    unmount();

    wrap(
      <WebhookEditDialog
        webhook={hook({
          clientId: 'a'.repeat(32),
          webhookUrl: 'https://hooks.example.com/in',
          hasClientSecret: true,
          clientSecret: '••••abcd',
          status: 'ACTIVE',
        })}
        error="The webhook URL must not point to a private, local or reserved address"
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Leave blank to keep it/)).toHaveTextContent('••••abcd');
    // The server's answer to the last save is shown inline.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/private, local or reserved/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ clientSecret: '', clientId: 'a'.repeat(32) }),
        expect.anything(),
      ),
    );
  });
});

describe('webhooks screen', () => {
  it('lists hooks and shows a failed delete inline', async () => {
    signInProviderAdmin(['webhook:manage']);
    const api = mockApi({
      ...shellHandlers(providerAdminMe(['webhook:manage'])),
      'GET /api/webhook/v1': () => ({
        body: onePage([
          hook({
            clientId: 'c'.repeat(32),
            webhookUrl: 'https://hooks.example.com/in',
            hasClientSecret: true,
            clientSecret: '••••abcd',
            status: 'ACTIVE',
            organisationName: 'Harbor Risk Partners',
          }),
        ]),
      }),
      'DELETE /api/webhook/v1/11111111-1111-4111-8111-111111111111': () => ({
        status: 404,
        body: { message: WEBHOOK_MESSAGES.notFound },
      }),
    });
    const { user } = renderApp('/admin/manage/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' }, { timeout: 10_000 });
    expect(await within(table).findByText('Acme Receiver')).toBeInTheDocument();
    expect(within(table).getByText('Harbor Risk Partners')).toBeInTheDocument();
    expect(within(table).getByText('https://hooks.example.com/in')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete Acme Receiver' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES.notFound);
    expect(
      api.calls.some(
        (c: ApiCall) => c.method === 'DELETE' && c.path.startsWith('/api/webhook/v1/'),
      ),
    ).toBe(true);
  });
});
