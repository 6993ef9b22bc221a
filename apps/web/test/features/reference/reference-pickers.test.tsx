import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../src/lib/i18n.ts';
import {
  IndustryCodePicker,
  type IndustryCodeValue,
} from '../../../src/features/reference/components/industry-code-picker.tsx';
import { StatePicker } from '../../../src/features/reference/components/state-picker.tsx';
import { mockApi, signIn, type ApiCall, setupUser } from '../../support/helpers.tsx';

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 25,
});

function renderWithQuery(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    user: setupUser(),
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

function IndustryHarness({ region }: { region: 'US' | 'UK' }) {
  const [value, setValue] = useState<IndustryCodeValue | null>(null);
  return (
    <>
      <IndustryCodePicker region={region} value={value} onChange={setValue} />
      <output data-testid="picked">{value ? JSON.stringify(value) : 'none'}</output>
    </>
  );
}

describe('IndustryCodePicker', () => {
  it('US: searches NAICS with dup=0 after typing pauses and keeps code and both titles', async () => {
    signIn();
    const api = mockApi({
      'GET /api/account/v1/naics/search': (call: ApiCall) => {
        void call;
        return {
          body: page([
            {
              naicsCode: '541511',
              primaryIndustry: 'Professional, Scientific, and Technical Services',
              secondaryIndustry: 'Custom Computer Programming Services',
            },
          ]),
        };
      },
    });
    const { user } = renderWithQuery(<IndustryHarness region="US" />);
    await user.type(screen.getByRole('combobox', { name: 'Industry (NAICS)' }), 'programming');
    expect(await screen.findByText('Custom Computer Programming Services')).toBeInTheDocument();
    const searches = () =>
      api.fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((u) => u.includes('/naics/search'));
    await waitFor(() => expect(searches().at(-1)).toContain('search=programming'));
    expect(searches().at(-1)).toContain('dup=0');
    // Debounced: not one call per keystroke.
    expect(searches().length).toBeLessThan('programming'.length);
    await user.click(screen.getByText('Custom Computer Programming Services'));
    expect(JSON.parse(screen.getByTestId('picked').textContent!)).toEqual({
      code: '541511',
      primaryIndustry: 'Professional, Scientific, and Technical Services',
      secondaryIndustry: 'Custom Computer Programming Services',
    });
  });

  it('UK: searches SIC divisions and says "No Results." when nothing matches', async () => {
    signIn();
    const api = mockApi({
      'GET /api/account/v1/sic/search': () => ({ body: page([]) }),
    });
    const { user } = renderWithQuery(<IndustryHarness region="UK" />);
    await user.type(screen.getByRole('combobox', { name: 'Industry (SIC)' }), 'zzz');
    expect(await screen.findByText('No Results.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.fetchMock.mock.calls.map(([url]) => String(url)).some((u) => u.includes('level=2')),
      ).toBe(true),
    );
    expect(api.callsTo('GET', '/api/account/v1/naics/search')).toHaveLength(0);
  });
});

describe('StatePicker', () => {
  it('offers the server’s states and reports the abbreviation', async () => {
    signIn();
    mockApi({
      'GET /api/account/v1/states/search': () => ({
        body: page([
          { id: 's-ny', stateName: 'New York', stateNameAbbrv: 'NY', timeZone: 'America/New_York' },
          { id: 's-tx', stateName: 'Texas', stateNameAbbrv: 'TX', timeZone: 'America/Chicago' },
        ]),
      }),
    });
    let picked: string | null = null;
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <StatePicker
          value={value}
          onChange={(abbreviation) => {
            picked = abbreviation;
            setValue(abbreviation);
          }}
        />
      );
    }
    const { user } = renderWithQuery(<Harness />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'tex');
    await user.click(await screen.findByText('Texas (TX)'));
    expect(picked).toBe('TX');
    expect(input).toHaveValue('Texas (TX)');
  });
});
