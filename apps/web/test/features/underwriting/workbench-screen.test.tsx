import { irpmBoundsFor } from '@cyber/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../support/helpers.tsx';
import {
  UW_QUOTE_ID,
  WORKBENCH_URL,
  agentHandlers,
  result,
  underwriterHandlers,
  underwritingDetail,
} from '../../support/underwriting-fixtures.ts';

const uw = (action: string) => `/api/quote/v1/P100/uw/${action}/${UW_QUOTE_ID}`;
const HEADING = 'Quote Q-2026-0000201 for Beacon Hill Pediatrics';

async function openWorkbench(handlers: Parameters<typeof mockApi>[0], persona = 'admin') {
  const api = mockApi(handlers);
  const app = renderApp(WORKBENCH_URL(persona));
  await screen.findByRole('heading', { name: HEADING });
  const toolbar = screen.getByRole('toolbar', { name: 'Underwriting actions' });
  return { api, ...app, toolbar };
}

describe('underwriting workbench', () => {
  it('shows the quote, its referral reasons, worksheet and decisions, and only the allowed actions', async () => {
    const { toolbar } = await openWorkbench(underwriterHandlers());
    expect(screen.getAllByText('Referred').length).toBeGreaterThan(0);
    expect(screen.getByText('Limit above authority')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Why this premium' })).toBeInTheDocument();
    expect(screen.getByText('Rating engine', { exact: false })).toBeInTheDocument();
    for (const name of [
      'Pick up',
      'Assign',
      'Update terms',
      'IRPM',
      'Event exclusions',
      'Decline quote',
      'Release',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of [
      'Cancel to inbox',
      'Reset',
      'Reassess risk',
      'Refer',
      'Submit for review',
      'Switch to Surplus',
      'Subjectivities',
    ]) {
      expect(within(toolbar).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(
      within(toolbar).getByRole('button', { name: 'Copy application link' }),
    ).toBeInTheDocument();
  });

  it("Copy application link copies the policyholder's signature page of the quote", async () => {
    const { toolbar, user } = await openWorkbench(underwriterHandlers());
    await user.click(within(toolbar).getByRole('button', { name: 'Copy application link' }));
    expect(await screen.findByText('Application link copied')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(
      new RegExp(`^${window.location.origin}/customer/quotes/[^/]+/sign/[A-Z0-9_]+$`),
    );
  });

  it("shows the account's firmographics, latest risk factors and security answers", async () => {
    await openWorkbench(underwriterHandlers());
    const risk = screen.getByRole('heading', { name: 'Risk' }).closest('section, div')!;
    const panel = within(risk.parentElement as HTMLElement);
    expect(panel.getByText('541511')).toBeInTheDocument();
    expect(panel.getByText('Patching cadence')).toBeInTheDocument();
    expect(panel.getByText('72')).toBeInTheDocument();
    expect(panel.getByText('MFA for e-mail')).toBeInTheDocument();
    expect(panel.getByText('Yes')).toBeInTheDocument();
    expect(panel.getByText('Unanswered')).toBeInTheDocument();
  });

  it('an agent without underwriting actions sees none of them', async () => {
    const { toolbar } = await openWorkbench(
      agentHandlers(underwritingDetail({ allowedActions: [] })),
      'agency',
    );
    expect(within(toolbar).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    expect(
      within(toolbar).queryByRole('button', { name: 'Decline quote' }),
    ).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'IRPM' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Need-by date' })).toBeInTheDocument();
  });

  it('declares the quote lost from the workbench with the spec reasons', async () => {
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`PUT /api/quote/v1/lost/${UW_QUOTE_ID}`]: () => ({
        body: { message: 'Quote Lost Reason Saved Successfully!' },
      }),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Lost reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lost quote reason' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Loss Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Price is High' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason Description/ }),
      'Cheaper elsewhere',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote Lost Reason Saved Successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/quote/v1/lost/${UW_QUOTE_ID}`)[0]!.body).toMatchObject({
      reasonSummary: 'Price is High',
      reason: 'Cheaper elsewhere',
    });
  });

  it('picks the referral up after confirmation and shows the new view', async () => {
    const picked = underwritingDetail({
      quote: { ...underwritingDetail().quote, status: 'IN_REVIEW' },
      assignee: { id: 'u1', name: 'Avery Agent' },
      allowedActions: ['cancel-to-inbox', 'release'],
    });
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`POST ${uw('underwrite')}`]: () =>
        result('Quote# Q-2026-0000201 is now yours to underwrite', picked),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Pick up' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      await screen.findByText('Quote# Q-2026-0000201 is now yours to underwrite'),
    ).toBeInTheDocument();
    expect(
      await within(toolbar).findByRole('button', { name: 'Cancel to inbox' }),
    ).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Pick up' })).not.toBeInTheDocument();
    expect(screen.getByText('In Review')).toBeInTheDocument();
    expect(api.callsTo('POST', uw('underwrite'))).toHaveLength(1);
  });

  it('release: a refusal shows the server’s first error; a fault the spec’s message', async () => {
    let status = 409;
    const { user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`POST ${uw('release')}`]: () => ({
        status,
        body:
          status === 409
            ? {
                message: 'Conflict',
                errors: ['Quote# Q-2026-0000201 is above your underwriting authority', 'second'],
              }
            : { message: 'boom' },
      }),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note to the agent'), 'All good');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(dialog).findByText('Quote# Q-2026-0000201 is above your underwriting authority'),
    ).toBeInTheDocument();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Failed to release quote')).toBeInTheDocument();
  });

  it('submit for review needs a reason; the server’s message is the success', async () => {
    const detail = underwritingDetail({
      quote: { ...underwritingDetail().quote, status: 'READY' },
      allowedActions: ['request-review'],
    });
    const { api, user, toolbar } = await openWorkbench(
      {
        ...agentHandlers(detail),
        [`POST /api/quote/v1/P100/request-review/${UW_QUOTE_ID}`]: () =>
          result('Quote# Q-2026-0000201 submitted for Underwriter review', detail),
      },
      'agency',
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Reason is a required field')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/quote/v1/P100/request-review/${UW_QUOTE_ID}`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Client asks for a higher limit');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Quote# Q-2026-0000201 submitted for Underwriter review'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('POST', `/api/quote/v1/P100/request-review/${UW_QUOTE_ID}`)[0]!.body,
    ).toMatchObject({ reason: 'Client asks for a higher limit' });
  });

  it('decline: required reason and description, fill-in text, the account part', async () => {
    let status = 500;
    const declined = underwritingDetail({
      quote: { ...underwritingDetail().quote, status: 'DECLINED' },
      allowedActions: [],
    });
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`POST ${uw('decline')}`]: () =>
        status === 500 ? { status, body: {} } : result('Quote# Q-2026-0000201 declined', declined),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Declination Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason Description is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Declination Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Fill-in option' }));
    await user.type(within(dialog).getByLabelText(/Reason Description/), 'Outside appetite');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Fill-In text is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Fill-In text/), 'Crypto exchange');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Also decline the account' }));
    const account = within(dialog).getByRole('group', { name: 'Decline the account' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(account).findByText('Declination Reason is required')).toBeInTheDocument();
    expect(within(account).getByText('Reason Description is required')).toBeInTheDocument();
    await user.click(within(account).getByRole('combobox', { name: /Declination Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Nature of Operations' }));
    await user.type(within(account).getByLabelText(/Reason Description/), 'Not our class');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notify the agent' }));

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Failed to decline quote')).toBeInTheDocument();
    status = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Quote# Q-2026-0000201 declined')).toBeInTheDocument();
    expect(api.callsTo('POST', uw('decline')).at(-1)!.body).toEqual({
      reasonSummary: 'Fill-in option',
      reason: 'Outside appetite',
      reasonFillIn: 'Crypto exchange',
      isNotificationEnabled: false,
      declineAccount: {
        reasonSummary: 'Nature of Operations',
        reason: 'Not our class',
        reasonFillIn: null,
      },
    });
  });

  it('IRPM editor: live total, modifier, CREDIT/DEBIT, Invalid items disable Save', async () => {
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`PUT /api/quote/v1/P100/uw/irpm/${UW_QUOTE_ID}`]: () => ({ status: 500, body: {} }),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'IRPM' }));
    const dialog = await screen.findByRole('dialog');
    const bounds = irpmBoundsFor('MA', { surplus: false, uk: false });
    expect(within(dialog).getByTestId('irpm-bounds')).toHaveTextContent(
      `${bounds.min} – ${bounds.max}`,
    );
    expect(within(dialog).getByTestId('irpm-modifier')).toHaveTextContent('1.0000000000');
    expect(within(dialog).getByText('CREDIT')).toBeInTheDocument();

    const field = (label: string) => within(dialog).getByLabelText(`${label} (%)`);
    await user.clear(field('Company Stability'));
    await user.type(field('Company Stability'), '5');
    await user.clear(field('Disaster Recovery Planning'));
    await user.type(field('Disaster Recovery Planning'), '2.5');
    expect(await within(dialog).findByText('DEBIT')).toBeInTheDocument();
    expect(within(dialog).getByTestId('irpm-total')).toHaveTextContent('7.5%');
    expect(within(dialog).getByTestId('irpm-modifier')).toHaveTextContent('1.0750000000');

    await user.clear(field('Security Awareness'));
    await user.type(field('Security Awareness'), '6');
    expect(await within(dialog).findByText('Invalid')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByTestId('irpm-modifier')).toHaveTextContent('—');

    await user.clear(field('Security Awareness'));
    await user.type(field('Security Awareness'), '-5');
    await user.clear(field('Financial Condition'));
    await user.type(field('Financial Condition'), '-5');
    expect(await within(dialog).findByText('CREDIT')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('irpm-total')).toHaveTextContent('-2.5%');
    expect(within(dialog).getByTestId('irpm-modifier')).toHaveTextContent('0.9750000000');
    await user.type(within(dialog).getByLabelText('IRPM note'), 'Strong controls');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save note')).toBeInTheDocument();
    const call = api.callsTo('PUT', `/api/quote/v1/P100/uw/irpm/${UW_QUOTE_ID}`)[0]!;
    expect(call.query).toEqual({ isSurplus: 'false' });
    expect(call.body).toMatchObject({
      companyStability: 5,
      drPlanning: 2.5,
      securityAwareness: -5,
      financialCondition: -5,
      dcmPractices: 0,
      irpmNote: 'Strong controls',
      irpmModifier: 0.975,
    });
  });

  it('event exclusions: required name, date format, add and remove rows, saved as one list', async () => {
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`PUT ${uw('exclusions')}`]: (call) =>
        result(
          'Event exclusions saved',
          underwritingDetail({
            exclusions: (call.body as { exclusions: never[] }).exclusions,
          }),
        ),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Event exclusions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove exclusion 2' }));
    await user.type(within(dialog).getByLabelText(/Claim Number/), 'CLM-1');
    await user.type(within(dialog).getByLabelText(/Claim Date/), '2025/13/01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Claim Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid date format')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Claim Name/), 'Ransomware 2025');
    await user.clear(within(dialog).getByLabelText(/Claim Date/));
    await user.type(within(dialog).getByLabelText(/Claim Date/), '2025-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event exclusions saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', uw('exclusions'))[0]!.body).toEqual({
      exclusions: [
        {
          claimNumber: 'CLM-1',
          claimName: 'Ransomware 2025',
          claimDescription: null,
          claimDate: '2025-03-01',
        },
      ],
    });
    expect(await screen.findByText('CLM-1 · Ransomware 2025')).toBeInTheDocument();
  });

  it('the agent completes a subjectivity with an uploaded document', async () => {
    const open = {
      id: 'a7c1c9f0-4a0e-4c57-9b7f-5f1d2c3b4a01',
      quoteId: UW_QUOTE_ID,
      kind: 'PRE_BIND' as const,
      catalogueKey: 'SIGNED_APPLICATION',
      text: 'Signed and dated application',
      status: 'OPEN' as const,
      documentId: null,
      documentName: null,
      comment: null,
      completedAt: null,
      completedByName: null,
      created: '2026-11-20T10:00:00.000Z',
    };
    const detail = underwritingDetail({
      subjectivities: [open],
      allowedActions: ['complete-subjectivity'],
    });
    const docId = 'f0e1d2c3-b4a5-4968-8776-655443322110';
    const completed = underwritingDetail({
      subjectivities: [
        {
          ...open,
          status: 'COMPLETED',
          documentId: docId,
          documentName: 'app.pdf',
          completedAt: '2026-11-21T10:00:00.000Z',
          completedByName: 'Avery Agent',
        },
      ],
      allowedActions: [],
    });
    const { api, user } = await openWorkbench(
      {
        ...agentHandlers(detail),
        'POST /api/docs/v1/upload/doc': () => ({ body: { id: docId } }),
        [`POST /api/quote/v1/P100/quote-subjectivity/complete/${open.id}`]: () =>
          result('Subjectivity completed', completed),
      },
      'agency',
    );
    const list = screen.getByRole('list', { name: 'Subjectivities' });
    await user.click(within(list).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText('Attach the document that satisfies this subjectivity'),
    ).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Evidence'),
      new File(['%PDF-1.4'], 'app.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Subjectivity completed')).toBeInTheDocument();
    const upload = api.callsTo('POST', '/api/docs/v1/upload/doc')[0]!;
    expect(upload.query).toMatchObject({ docType: 'SUBJECTIVITY', quoteId: UW_QUOTE_ID });
    expect(
      api.callsTo('POST', `/api/quote/v1/P100/quote-subjectivity/complete/${open.id}`)[0]!.body,
    ).toEqual({ documentId: docId, comment: null });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Subjectivities' })).queryByRole('button', {
          name: 'Complete',
        }),
      ).not.toBeInTheDocument(),
    );
  });
  it('update terms: a confirm step, the server’s message, or the spec’s failure', async () => {
    let status = 500;
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(),
      [`PUT /api/quote/v1/P100/uw/${UW_QUOTE_ID}`]: () =>
        status === 500
          ? { status, body: {} }
          : result('Quote succesfully updated. Please review coverages.', underwritingDetail()),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Update terms' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Nothing to change')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Deductible' }));
    await user.click(await screen.findByRole('option', { name: '$50,000' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Update quote confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Failed to update quote.')).toBeInTheDocument();
    status = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Quote succesfully updated. Please review coverages.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/quote/v1/P100/uw/${UW_QUOTE_ID}`).at(-1)!.body).toEqual({
      deductible: 50_000,
      isNotificationEnabled: false,
    });
  });

  it('reassess warns that unsaved changes are discarded; a fault says so verbatim', async () => {
    const { user, toolbar } = await openWorkbench({
      ...underwriterHandlers(underwritingDetail({ allowedActions: ['reassess'] })),
      [`POST ${uw('reassess')}`]: () => ({ status: 502, body: {} }),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Reassess risk' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/unsaved changes are discarded/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Failed to reassess risk!')).toBeInTheDocument();
  });

  it('the underwriter picks subjectivities from the catalogue or writes them', async () => {
    const { api, user, toolbar } = await openWorkbench({
      ...underwriterHandlers(underwritingDetail({ allowedActions: ['subjectivities'] })),
      [`PUT /api/quote/v1/P100/quote-subjectivity/settings/${UW_QUOTE_ID}`]: () =>
        result('Subjectivities saved', underwritingDetail()),
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Subjectivities' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add subjectivity' }));
    expect(await within(dialog).findByText('Describe the subjectivity')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Subjectivity'), 'Board approval of IR plan');
    await user.click(within(dialog).getByRole('combobox', { name: 'When' }));
    await user.click(await screen.findByRole('option', { name: 'Post-bind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add subjectivity' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'From the catalogue' }));
    await user.click(await screen.findByRole('option', { name: 'Five years of loss runs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add subjectivity' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove Board approval of IR plan' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subjectivities saved')).toBeInTheDocument();
    expect(
      api.callsTo('PUT', `/api/quote/v1/P100/quote-subjectivity/settings/${UW_QUOTE_ID}`)[0]!.body,
    ).toEqual({
      subjectivities: [
        { kind: 'PRE_BIND', catalogueKey: 'LOSS_RUNS', text: 'Five years of loss runs' },
      ],
    });
  });
});
