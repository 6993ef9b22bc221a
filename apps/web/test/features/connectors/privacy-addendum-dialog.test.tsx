import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signIn, setupUser, AppProviders } from '../../support/helpers.tsx';
import { PrivacyAddendumDialog } from '../../../src/features/connectors/components/privacy-addendum-dialog.tsx';

function renderDialog(onAccept = vi.fn()) {
  signIn();
  mockApi();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <PrivacyAddendumDialog
        open
        connectorName="Sophos Central"
        onAccept={onAccept}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return { user: setupUser(), onAccept };
}

describe('PrivacyAddendumDialog', () => {
  it('keeps Accept disabled until the agreement box is ticked', async () => {
    const { user, onAccept } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Privacy addendum' });
    expect(dialog).toHaveTextContent('To connect Sophos Central');
    expect(dialog).toHaveTextContent('purged from our backups within 90 days');
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(accept).toBeDisabled();
  });
});
