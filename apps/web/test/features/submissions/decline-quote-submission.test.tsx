import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../support/helpers.tsx';
import { SUBMISSION_ID } from '../../support/submissions-fixtures.ts';
import {
  UW_QUOTE_ID,
  WORKBENCH_URL,
  result,
  underwriterHandlers,
  underwritingDetail,
} from '../../support/underwriting-fixtures.ts';

const DECLINE = `/api/quote/v1/P100/uw/decline/${UW_QUOTE_ID}`;
const HEADING = 'Quote Q-2026-0000201 for Beacon Hill Pediatrics';

async function openWorkbench(detail = underwritingDetail({ submissionId: SUBMISSION_ID })) {
  const declined = underwritingDetail({
    quote: { ...detail.quote, status: 'DECLINED' },
    submissionId: detail.submissionId,
    allowedActions: [],
  });
  const api = mockApi({
    ...underwriterHandlers(detail),
    [`POST ${DECLINE}`]: () => result('Quote# Q-2026-0000201 declined', declined),
  });
  const app = renderApp(WORKBENCH_URL());
  await screen.findByRole('heading', { name: HEADING });
  const toolbar = screen.getByRole('toolbar', { name: 'Underwriting actions' });
  return { api, ...app, toolbar };
}

describe('the workbench and the quote’s submission', () => {
  it('links to the quote’s submission', async () => {
    await openWorkbench();
    expect(screen.getByRole('link', { name: 'View submission' })).toHaveAttribute(
      'href',
      `/admin/submissions?submission=${SUBMISSION_ID}`,
    );
  });

  it('without a submission, neither the link nor the option to decline it', async () => {
    const { user, toolbar } = await openWorkbench(underwritingDetail());
    expect(screen.queryByRole('link', { name: 'View submission' })).not.toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Also decline the submission' }),
    ).not.toBeInTheDocument();
  });

  it('declining the quote may decline its submission too: its fields are required and sent', async () => {
    const { api, user, toolbar } = await openWorkbench();
    await user.click(within(toolbar).getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Declination Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Class of Business' }));
    await user.type(within(dialog).getByLabelText(/Reason Description/), 'Not our class');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Also decline the submission' }));
    const part = within(dialog).getByRole('group', { name: 'Decline the submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(part).findByText('Declination Reason is required')).toBeInTheDocument();
    expect(within(part).getByText('Reason Description is required')).toBeInTheDocument();

    await user.click(within(part).getByRole('combobox', { name: /Declination Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Fill-in option' }));
    await user.type(within(part).getByLabelText(/Reason Description/), 'Whole request out');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(part).findByText('Fill-In text is required')).toBeInTheDocument();
    await user.type(within(part).getByLabelText(/Fill-In text/), 'Crypto exchange');

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Quote# Q-2026-0000201 declined')).toBeInTheDocument();
    expect(api.callsTo('POST', DECLINE).at(-1)!.body).toEqual({
      reasonSummary: 'Class of Business',
      reason: 'Not our class',
      reasonFillIn: null,
      isNotificationEnabled: true,
      declineAccount: null,
      declineSubmission: {
        declinationReason: 'FILL_IN_OPTION',
        declinationReasonDescription: 'Whole request out',
        fillInDeclinationReason: 'Crypto exchange',
        isNotificationEnabled: true,
      },
    });
  });
});
