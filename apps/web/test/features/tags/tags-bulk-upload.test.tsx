import {
  BULK_UPLOAD_MESSAGES,
  type BulkUpload,
  type BulkUploadResult,
  type Tag,
} from '@cyber/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers.tsx';
import { ApplyChangeTagsDialog } from '../../../src/features/tags/components/apply-change-tags-dialog.tsx';
import {
  buildMe,
  mockApi,
  renderApp,
  signIn,
  type ApiCall,
  setupUser,
} from '../../support/helpers.tsx';

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 25,
});

const PERMISSIONS = ['dashboard:view', 'account:view', 'account:manage'];

function agent() {
  signIn({ scopes: PERMISSIONS });
  return {
    'GET /api/auth/v1/me': () => ({ body: buildMe({ permissions: PERMISSIONS }) }),
    'GET /api/auth/v1/accounts/mine': () => ({ body: [] }),
  };
}

const tag = (id: string, name: string, accountCount = 0): Tag => ({
  id,
  name,
  color: null,
  accountCount,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const T3 = '33333333-3333-4333-8333-333333333333';
const A1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const A2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const history = (over: Partial<BulkUpload> = {}): BulkUpload => ({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  fileName: 'spring.csv',
  status: 'COMPLETED',
  numUploaded: 120,
  numSuccess: 117,
  numFailure: 3,
  uploadTime: '2026-03-02T15:04:00.000Z',
  finishedAt: '2026-03-02T15:04:05.000Z',
  uploadedBy: 'Avery Agent',
  failureReason: null,
  hasReport: true,
  ...over,
});

/** XMLHttpRequest stand-in: the test decides when bytes go out and when the answer comes. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function stubXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const fileOf = (name: string, size?: number) => {
  const file = new File(['Name,Address1,City,State,ZipCode\r\n'], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Tags screen', () => {
  it('lists the tags with their usage and deletes several at once after confirming', async () => {
    let tags = [tag(T1, 'Renewal', 4), tag(T2, 'VIP', 1), tag(T3, 'Spring campaign')];
    const api = mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page(tags) }),
      'POST /api/account/v1/tags/delete': (call: ApiCall) => {
        const ids = (call.body as { ids: string[] }).ids;
        tags = tags.filter((x) => !ids.includes(x.id));
        return { body: { message: 'Tag(s) deleted successfully!', affected: ids.length } };
      },
    });
    const { user } = renderApp('/agency/manage/tags');
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(await within(table).findByText('Renewal')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Renewal/ })).toHaveTextContent('4');

    const remove = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Renewal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select VIP' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the 2 selected tags? They are removed from every account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/account/v1/tags/delete')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/account/v1/tags/delete')[0]!.body).toEqual({
      ids: [T1, T2],
    });
    expect(await screen.findByText('Tag(s) deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Renewal')).not.toBeInTheDocument());
    expect(within(table).getByText('Spring campaign')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });

  it('keeps the tags when the delete fails and shows why', async () => {
    mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([tag(T1, 'Renewal')]) }),
      'POST /api/account/v1/tags/delete': () => ({
        status: 404,
        body: { message: 'Tag not found' },
      }),
    });
    const { user } = renderApp('/agency/manage/tags');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Renewal' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Tag not found')).toBeInTheDocument();
    // Behind the open dialog the table is hidden from the accessibility tree, not gone.
    expect(screen.getByRole('table', { name: 'Tags', hidden: true })).toHaveTextContent('Renewal');
  });
});

describe('ApplyChangeTags dialog', () => {
  const renderDialog = (props: { onApplied: () => void; onClose: () => void }) => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter>
          <ApplyChangeTagsDialog open accountIds={[A1, A2]} currentTagIds={[T1]} {...props} />
        </MemoryRouter>
      </AppProviders>,
    );
    return setupUser();
  };

  it('adds and removes tags on several accounts in one call', async () => {
    signIn({ scopes: PERMISSIONS });
    const api = mockApi({
      'GET /api/account/v1/tags': () => ({ body: page([tag(T1, 'Renewal'), tag(T2, 'VIP')]) }),
      'POST /api/account/v1/tags/apply': () => ({
        body: { message: 'Tags updated successfully!', affected: 2 },
      }),
    });
    const onApplied = vi.fn();
    const onClose = vi.fn();
    const user = renderDialog({ onApplied, onClose });
    const dialog = await screen.findByRole('dialog', { name: 'Tags for 2 accounts' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    // Nothing changed yet: nothing to apply.
    expect(await within(dialog).findByRole('checkbox', { name: 'Renewal' })).toBeChecked();
    expect(apply).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Renewal' }));
    await user.click(apply);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/account/v1/tags/apply')[0]!.body).toEqual({
      accountIds: [A1, A2],
      addTagIds: [T2],
      removeTagIds: [T1],
    });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Tags updated successfully!')).toBeInTheDocument();
  });

  it('shows the server message when an account is not visible', async () => {
    signIn({ scopes: PERMISSIONS });
    mockApi({
      'GET /api/account/v1/tags': () => ({ body: page([tag(T1, 'Renewal'), tag(T2, 'VIP')]) }),
      'POST /api/account/v1/tags/apply': () => ({
        status: 404,
        body: { message: 'One or more accounts were not found.' },
      }),
    });
    const onApplied = vi.fn();
    const user = renderDialog({ onApplied, onClose: vi.fn() });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'VIP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('One or more accounts were not found.'),
    ).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
  });
});

describe('Bulk upload screen', () => {
  it('checks the file before sending: none chosen, over 5 MB, wrong type', async () => {
    stubXhr();
    mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([tag(T1, 'Renewal')]) }),
      'GET /api/account/v1/bulk-upload': () => ({ body: page([]) }),
    });
    const { user } = renderApp('/agency/manage/bulk-upload');
    const send = await screen.findByRole('button', { name: 'Upload' });
    expect(screen.getByText(/\.csv, \.xlsx or \.xls/)).toBeInTheDocument();
    const input = screen.getByTestId('bulk-upload-file');
    expect(input).toHaveAttribute('accept', '.csv,.xls,.xlsx');

    await user.click(send);
    expect(await screen.findByText('No file selected for upload.')).toBeInTheDocument();

    await user.upload(input, fileOf('accounts.xlsx', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file size is too big, 5MB max.')).toBeInTheDocument();
    await user.click(send);
    expect(screen.getByText(BULK_UPLOAD_MESSAGES.tooBig)).toBeInTheDocument();

    // userEvent.upload honours `accept`; a file dropped past it is still refused.
    await act(async () => {
      Object.defineProperty(input, 'files', {
        value: [fileOf('accounts.pdf')],
        configurable: true,
      });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(
      await screen.findByText('Only csv, xls or xlsx files can be uploaded.'),
    ).toBeInTheDocument();
    await user.click(send);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the upload, then the rows checked from the history, then the result', async () => {
    stubXhr();
    let rows: BulkUpload[] = [history()];
    const api = mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([tag(T1, 'Renewal')]) }),
      'GET /api/account/v1/bulk-upload': () => ({ body: page(rows) }),
    });
    const { user } = renderApp('/agency/manage/bulk-upload');

    // The history as the spec lists it: file, numUploaded, numSuccess, numFailure, uploadTime.
    const table = await screen.findByRole('table', { name: 'Bulk upload history' });
    const done = await within(table).findByRole('row', { name: /spring\.csv/ });
    for (const text of ['120', '117', '3', 'Avery Agent', 'Completed']) {
      expect(done).toHaveTextContent(text);
    }
    expect(within(done).getByRole('button', { name: 'Download report' })).toBeInTheDocument();

    await user.upload(screen.getByTestId('bulk-upload-file'), fileOf('accounts.xlsx'));
    await user.click(screen.getByRole('combobox', { name: 'Tags to apply' }));
    await user.click(await screen.findByRole('option', { name: 'Renewal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mark as red accounts' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toContain('/api/account/v1/bulk-upload');
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect((xhr.body!.get('file') as File).name).toBe('accounts.xlsx');
    expect(xhr.body!.get('tags')).toBe(T1);
    expect(xhr.body!.get('redAccounts')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    act(() => xhr.progress(100, 100));
    expect(await screen.findByText('Processing the file…')).toBeInTheDocument();

    // The server has recorded the upload and checked 1,000 of its 2,000 rows.
    const processing = history({
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      fileName: 'accounts.xlsx',
      status: 'PROCESSING',
      numUploaded: 2000,
      numSuccess: 990,
      numFailure: 10,
      finishedAt: null,
      hasReport: false,
    });
    rows = [processing, history()];
    expect(await screen.findByText('Checking rows… 1,000 of 2,000')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /accounts\.xlsx/ })).toHaveTextContent(
      '1,000 / 2,000 rows checked',
    );
    expect(api.callsTo('GET', '/api/account/v1/bulk-upload').length).toBeGreaterThan(1);

    rows = [processing, history()].map((r) =>
      r.id === processing.id ? { ...r, numSuccess: 1990, numFailure: 10 } : r,
    );
    expect(await screen.findByText('Creating the accounts…')).toBeInTheDocument();

    const completed = {
      ...processing,
      status: 'COMPLETED' as const,
      numSuccess: 1990,
      hasReport: true,
    };
    rows = [completed, history()];
    const result: BulkUploadResult = { message: 'File uploaded successfully!', upload: completed };
    act(() => xhr.respond(201, result));
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /accounts\.xlsx.*Completed/ });
    expect(row).toHaveTextContent('1990');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("shows the server's message when a file is refused", async () => {
    stubXhr();
    mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([]) }),
      'GET /api/account/v1/bulk-upload': () => ({ body: page([]) }),
    });
    const { user } = renderApp('/agency/manage/bulk-upload');
    // No tags yet: the screen offers to set them up.
    expect(await screen.findByRole('link', { name: 'Setup Tags' })).toHaveAttribute(
      'href',
      '/agency/manage/tags',
    );
    await user.upload(screen.getByTestId('bulk-upload-file'), fileOf('old.xls'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.sent[0]!.respond(400, { message: BULK_UPLOAD_MESSAGES.markupExcel }));
    expect(
      await screen.findByText(
        'This .xls file is a web page (HTML) export and cannot be read; save the sheet as .xlsx or .csv and upload it again.',
      ),
    ).toBeInTheDocument();
  });

  it('says why an upload in the history failed (a crash cut it off)', async () => {
    mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([]) }),
      'GET /api/account/v1/bulk-upload': () => ({
        body: page([
          history({
            fileName: 'cut-off.csv',
            status: 'FAILED',
            numSuccess: 0,
            numFailure: 120,
            hasReport: false,
            failureReason: BULK_UPLOAD_MESSAGES.interrupted,
          }),
        ]),
      }),
    });
    renderApp('/agency/manage/bulk-upload');
    const row = await screen.findByRole('row', { name: /cut-off\.csv/ });
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent(
      'The upload was interrupted before it finished (the server stopped); no account was created. Upload the file again.',
    );
  });

  it('downloads the template as a workbook or CSV', async () => {
    stubXhr();
    const api = mockApi({
      ...agent(),
      'GET /api/account/v1/tags': () => ({ body: page([]) }),
      'GET /api/account/v1/bulk-upload': () => ({ body: page([]) }),
      'GET /api/account/v1/bulk-upload/template': () => ({ body: 'Name,Address1' }),
    });
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp('/agency/manage/bulk-upload');
    await user.click(await screen.findByRole('button', { name: 'Excel (.xlsx)' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toEqual(['accounts-template.xlsx', 'accounts-template.csv']));
    const calls = api.calls.filter((c) => c.path === '/api/account/v1/bulk-upload/template');
    expect(calls).toHaveLength(2);
    expect(
      api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('template')),
    ).toEqual([expect.stringContaining('format=xlsx'), expect.stringContaining('format=csv')]);
  });
});
