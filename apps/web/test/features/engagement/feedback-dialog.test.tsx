import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signIn, setupUser, AppProviders } from '../../support/helpers.tsx';
import { FeedbackDialog } from '../../../src/features/engagement/components/feedback-dialog.tsx';

function renderDialog() {
  signIn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = setupUser();
  render(
    <AppProviders queryClient={queryClient}>
      <FeedbackDialog open onClose={() => {}} />
    </AppProviders>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Feedback' }) };
}

async function pickCategory(user: ReturnType<typeof setupUser>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('FeedbackDialog', () => {
  it('keeps Send disabled until the form changes, then checks the required fields', async () => {
    mockApi();
    const { user, dialog } = renderDialog();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'x');
    expect(send).toBeEnabled();
    const box = within(dialog).getByRole('textbox', { name: /Description/ });
    await user.clear(box);
    // back to the untouched form: disabled again
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    await user.click(send);
    expect(await within(dialog).findByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
  });

  it('asks the permission to share only for Kudos (default No) and sends it', async () => {
    const api = mockApi({
      'POST /api/auth/v1/feedback': () => ({
        status: 201,
        body: { message: 'Thank you for your feedback!', id: 'f-1' },
      }),
    });
    const { user, dialog } = renderDialog();
    await pickCategory(user, 'General Feedback');
    expect(within(dialog).queryByText('May we share your kudos?')).not.toBeInTheDocument();
    await pickCategory(user, 'Give Kudos to the team');
    expect(within(dialog).getByText('May we share your kudos?')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Great team');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Thank you for your feedback!/)).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/auth/v1/feedback');
    expect(call?.body).toMatchObject({
      category: 'Give Kudos to the team',
      feedbackText: 'Great team',
      permissionToShare: true,
    });
  });

  it('sends "Report an issue" as a high priority issue, never with permission to share', async () => {
    const api = mockApi({
      'POST /api/auth/v1/feedback': () => ({ status: 201, body: { message: 'ok', id: 'f-2' } }),
    });
    const { user, dialog } = renderDialog();
    await pickCategory(user, 'Give Kudos to the team');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await pickCategory(user, 'Report an issue');
    expect(within(dialog).queryByRole('radio', { name: 'Yes' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/auth/v1/feedback')?.body).toMatchObject({
        category: 'Report a high priority issue',
        permissionToShare: false,
      }),
    );
  });

  it('counts characters and refuses more than 500', async () => {
    const api = mockApi();
    const { user, dialog } = renderDialog();
    await pickCategory(user, 'Other');
    const box = within(dialog).getByRole('textbox', { name: /Description/ });
    fireEvent.change(box, { target: { value: 'a'.repeat(500) } });
    expect(within(dialog).getByText('500/500')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(501) } });
    fireEvent.blur(box);
    expect(await within(dialog).findByText('Must be 500 characters or less')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(api.calls.some((c) => c.path === '/api/auth/v1/feedback')).toBe(false);
  });

  it('shows the response data when sending fails', async () => {
    mockApi({
      'POST /api/auth/v1/feedback': () => ({
        status: 400,
        body: { message: 'Description is required' },
      }),
    });
    const { user, dialog } = renderDialog();
    await pickCategory(user, 'Have a question');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Why?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Description is required');
  });
});
