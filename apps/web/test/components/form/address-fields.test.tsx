import { zodResolver } from '@hookform/resolvers/zod';
import { addressIssues, type Region } from '@cyber/domain';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupUser } from '../../support/helpers.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import { AddressFields } from '../../../src/components/form/address-fields.tsx';

type Address = { address1: string; city: string; state: string; zipCode: string };

/** The address rules of the domain, as the account forms use them. */
const schemaFor = (region: Region) =>
  z
    .object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
    .superRefine((value, ctx) => {
      for (const issue of addressIssues(value, region, { required: true })) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    });

function AddressForm({ region }: { region: Region }) {
  const { control, handleSubmit } = useForm<Address>({
    resolver: zodResolver(schemaFor(region)),
    defaultValues: { address1: '', city: '', state: '', zipCode: '' },
  });
  return (
    <form noValidate aria-label="Address" onSubmit={(event) => void handleSubmit(() => {})(event)}>
      <AddressFields control={control} name="" region={region} idPrefix="a" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('address fields: a label and its message use the same words', () => {
  it("US: 'ZIP Code' / 'ZIP Code is required', 'City' / 'City is required'", async () => {
    const user = setupUser();
    render(<AddressForm region="US" />);
    expect(screen.getByLabelText(/^ZIP Code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ZIP Code is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.queryByText(/Zip code/)).not.toBeInTheDocument();
  });

  it("UK: 'Postcode' / 'Postcode is required', 'Town/City' / 'Town/City is required'", async () => {
    await i18n.changeLanguage('en-GB');
    const user = setupUser();
    render(<AddressForm region="UK" />);
    expect(screen.getByLabelText(/^Postcode/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Town\/City/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postcode is required')).toBeInTheDocument();
    expect(screen.getByText('Town/City is required')).toBeInTheDocument();
  });
});
