import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@cyber/domain';
import { mockApi, signIn, setupUser, AppProviders } from '../../support/helpers.tsx';
import { UploadDocumentDialog } from '../../../src/features/documents/components/upload-document-dialog.tsx';

const DOC_TYPES = { 'Loss Runs': 'LOSS_RUNS', Application: 'APPLICATION' };
const ACCOUNT = '3479c2cb-437d-4443-aadc-2fd33143d201';

function renderDialog(canPickAgency = false) {
  signIn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = setupUser();
  render(
    <AppProviders queryClient={queryClient}>
      <UploadDocumentDialog
        open
        accountId={ACCOUNT}
        canPickAgency={canPickAgency}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Upload Document' }) };
}

const pdf = () =>
  new File(['%PDF-1.7 test'], 'Loss runs 2025.final.pdf', { type: 'application/pdf' });

describe('UploadDocumentDialog', () => {
  it('requires the file, the file name and the doc type', async () => {
    mockApi({ 'GET /api/docs/v1/docTypes': () => ({ body: DOC_TYPES }) });
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(DOCUMENT_MESSAGES.docNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(DOCUMENT_MESSAGES.docTypeRequired)).toBeInTheDocument();
  });

  it('prefills the name from the file name without its extension and uploads', async () => {
    const api = mockApi({
      'GET /api/docs/v1/docTypes': () => ({ body: DOC_TYPES }),
      'POST /api/docs/v1/upload/doc': () => ({ status: 201, body: { id: 'd-1' } }),
    });
    const { user, dialog } = renderDialog();
    await user.upload(screen.getByTestId('document-file-input'), pdf());
    expect(within(dialog).getByRole('textbox', { name: /File Name/ })).toHaveValue(
      'Loss runs 2025.final',
    );
    expect(within(dialog).getByText(/Loss runs 2025\.final\.pdf/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Doc Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Loss Runs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.uploaded)).toBeInTheDocument();
    const [call] = api.fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/api/docs/v1/upload/doc'),
    );
    const url = new URL(String(call![0]), 'http://localhost');
    expect(url.searchParams.get('docType')).toBe('LOSS_RUNS');
    expect(url.searchParams.get('docName')).toBe('Loss runs 2025.final');
    expect(url.searchParams.get('accountId')).toBe(ACCOUNT);
    expect(url.searchParams.has('agencyId')).toBe(false);
    expect(call![1]?.body).toBeInstanceOf(FormData);
  });

  it('shows the spec message when the doc types cannot be loaded', async () => {
    mockApi({ 'GET /api/docs/v1/docTypes': () => ({ status: 500, body: { message: 'x' } }) });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.docTypesFailed)).toBeInTheDocument();
  });

  it("lets staff share with one of the account's agencies, blank meaning internal only", async () => {
    mockApi({
      'GET /api/docs/v1/docTypes': () => ({ body: DOC_TYPES }),
      [`GET /api/account/v1/accounts/${ACCOUNT}/agencies`]: () => ({
        body: {
          data: {
            agencies: [
              {
                agencyId: 'a-1',
                agencyName: 'Harbor Risk Partners',
                relation: 'ASSIGNED',
                isFavourite: false,
                isMyAgent: false,
                agent: null,
                team: null,
              },
            ],
            contact: {
              contactFirstName: null,
              contactLastName: null,
              contactEmail: null,
              contactPhone: null,
            },
          },
        },
      }),
    });
    const { user, dialog } = renderDialog(true);
    await user.click(within(dialog).getByRole('combobox', { name: /Agency/ }));
    expect(await screen.findByRole('option', { name: 'Internal staff only' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Harbor Risk Partners' })).toBeInTheDocument();
  });
});
