import {
  CONNECTOR_CATALOGUE,
  CONNECTOR_MESSAGES,
  connectorDefinition,
  connectorView,
  type ConnectorDefinitionView,
  type ConnectorType,
} from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signIn, setupUser, AppProviders } from '../../support/helpers.tsx';
import { ConnectorFormDialog } from '../../../src/features/connectors/components/connector-form-dialog.tsx';

const asApi = (type: ConnectorType): ConnectorDefinitionView =>
  connectorView(connectorDefinition(type));

function renderForm(type: ConnectorType, extra: { error?: string } = {}) {
  signIn();
  mockApi();
  const onSubmit = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <ConnectorFormDialog
        open
        connector={asApi(type)}
        regions={[
          { code: 'us-east-1', name: 'US East (N. Virginia)' },
          { code: 'eu-west-2', name: 'Europe (London)' },
        ]}
        error={extra.error ?? null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return { user: setupUser(), onSubmit };
}

describe('ConnectorFormDialog', () => {
  it('security-tool token form: "Token is required", then sends the token', async () => {
    const { user, onSubmit } = renderForm('SOPHOS');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.tokenRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Token/), 'tok-123456');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith({ credentials: { token: 'tok-123456' }, metadata: {} });
  });

  it('key-based connector: "API Key is required"', async () => {
    const { user, onSubmit } = renderForm('WIZER');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.apiKeyRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/API Key/), 'wz-1');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith({ credentials: { token: 'wz-1' }, metadata: {} });
  });

  it('vulnerability-scanner credentials: "API User is required" and "Password is required"', async () => {
    const { user, onSubmit } = renderForm('QUALYSVM');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.apiUserRequired)).toBeInTheDocument();
    expect(screen.getByText(CONNECTOR_MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/API User/), 'acme_api');
    await user.type(screen.getByLabelText(/Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith({
      credentials: { username: 'acme_api', password: 'pw' },
      metadata: {},
    });
  });

  it('AWS: picks regions with the access key', async () => {
    const { user, onSubmit } = renderForm('AWS');
    await user.type(screen.getByLabelText(/API User/), 'AKIA1');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.regionRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Europe \(London\)/ }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith({
      credentials: { username: 'AKIA1', password: 'secret' },
      metadata: { regions: ['eu-west-2'] },
    });
  });

  it('consent connector: lists the scopes and needs the tenant', async () => {
    const { user, onSubmit } = renderForm('MICROSOFT');
    expect(screen.getByText('Directory.Read.All')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.tenantRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tenant ID/), 'tenant-1');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith({
      credentials: {},
      metadata: { azureTenantId: 'tenant-1' },
    });
  });

  it('shows the server failure message', () => {
    renderForm('QUALYSPC', { error: CONNECTOR_MESSAGES.connectFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(CONNECTOR_MESSAGES.connectFailed);
  });

  it('every catalogue entry has a form', () => {
    expect(
      CONNECTOR_CATALOGUE.every((c) =>
        ['CONSENT', 'TOKEN', 'API_KEY', 'USERNAME_PASSWORD'].includes(c.authKind),
      ),
    ).toBe(true);
  });
});
