import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../support/helpers.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { AgencyForm } from '../../../src/features/agencies/components/agency-form.tsx';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <AgencyForm
      formId="agency"
      providerFields
      onSubmit={onSubmit}
      footer={<button type="submit">Save</button>}
    />,
  );
  return { onSubmit };
}

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('agency form: the name and its message in the same words', () => {
  it("US: 'Agency name' / 'Agency name is required' (the API's message)", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText(/^Agency name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agency name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("UK: 'Brokerage name' / 'Brokerage name is required'", async () => {
    await i18n.changeLanguage('en-GB');
    const user = setupUser();
    renderForm();
    expect(screen.getByLabelText(/^Brokerage name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brokerage name is required')).toBeInTheDocument();
    expect(screen.queryByText(/Agency name/)).not.toBeInTheDocument();
    // the other messages are untouched
    expect(screen.getByText('Contact first name is required')).toBeInTheDocument();
  });
});
