import { Chip, ThemeProvider, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../src/app/theme.ts';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the theme', () => {
  describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
    const { palette } = createAppTheme({ theme: mode, layout: 'compressed' });

    // WCAG 1.4.3: normal text needs 4.5:1. Filled chips and buttons put contrastText on main;
    // outlined ones and coloured text put main on the paper or the page background.
    it.each(COLOURS)('%s: its text colours reach 4.5:1', (colour) => {
      const { main, contrastText } = palette[colour];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      if (mode === 'light') {
        expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  it('renders an info chip (a quote’s Indication status) in the darker shade', () => {
    const theme = createAppTheme({ theme: 'light', layout: 'compressed' });
    render(
      <ThemeProvider theme={theme}>
        <Chip label="Indication" color="info" size="small" />
      </ThemeProvider>,
    );
    const chip = screen.getByText('Indication').parentElement!;
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(2, 114, 177)');
    expect(getComputedStyle(chip).color).toBe('rgb(255, 255, 255)');
  });

  it('renders subtitles as paragraphs, not as headings', () => {
    render(
      <ThemeProvider theme={createAppTheme({ theme: 'light', layout: 'compressed' })}>
        <Typography variant="subtitle1">Premium</Typography>
        <Typography variant="subtitle2">Fees</Typography>
        <Typography variant="subtitle2" component="h3">
          Why this price
        </Typography>
      </ThemeProvider>,
    );
    expect(screen.getByText('Premium').tagName).toBe('P');
    expect(screen.getByText('Fees').tagName).toBe('P');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Why this price']);
  });
});
