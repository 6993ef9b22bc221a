import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, type UiSettings } from '@cyber/domain';
import { LinkBehavior } from '../components/link-behavior.tsx';

/**
 * The design tokens of the app. Components use these through the theme (`palette.*`,
 * `spacing`, `shape`) and never hard-code colours.
 */
const brand = {
  navy: '#1d3a8a',
  navyLight: '#4a6fd6',
  navyDark: '#12275e',
  teal: '#0e7c7b',
  tealLight: '#3fb3b1',
};

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme({
  theme: mode,
  layout,
}: Pick<UiSettings, 'theme' | 'layout'>): Theme {
  const dark = mode === 'dark';
  const compressed = layout === 'compressed';
  const base = createTheme({
    breakpoints: { values: { xs: 0, ...BREAKPOINTS } },
    palette: {
      mode,
      primary: dark
        ? { main: '#8aa8ff', light: '#b3c7ff', dark: '#5b7fe0', contrastText: '#0b1220' }
        : {
            main: brand.navy,
            light: brand.navyLight,
            dark: brand.navyDark,
            contrastText: '#ffffff',
          },
      secondary: dark
        ? { main: brand.tealLight, contrastText: '#0b1220' }
        : { main: brand.teal, contrastText: '#ffffff' },
      // Text on a coloured fill (filled chips, buttons) is white only where white reaches 4.5:1
      // (WCAG 1.4.3, normal text), dark otherwise; MUI's default of 3 gave white at 3.1–3.9:1.
      contrastThreshold: 4.5,
      // Light mode: MUI's info (#0288d1) and warning (#ed6c02) reach only 3.9:1 and 3.1:1 with
      // white and as text on white; these darker shades of the same hues reach 4.5:1 with white
      // and on the paper and page backgrounds.
      ...(dark ? {} : { info: { main: '#0272b1' }, warning: { main: '#b85000' } }),
      background: dark
        ? { default: '#0b1220', paper: '#111a2e' }
        : { default: '#f4f6fb', paper: '#ffffff' },
      divider: dark ? 'rgba(148, 163, 184, 0.16)' : '#e3e8f2',
      text: dark
        ? { primary: '#e6ebf5', secondary: '#9aa7bd' }
        : { primary: '#0f1b33', secondary: '#56627a' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });

  return createTheme(base, {
    components: {
      MuiTypography: {
        // Subtitles are styled text, not headings: MUI renders them as h6 by default, which put
        // sixth-level headings under a page's h1 and h2. A subtitle that titles a section says so
        // with `component="h3"` (or the level it is at).
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      },
      MuiCssBaseline: {
        styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
      },
      MuiLink: {
        defaultProps: { component: LinkBehavior, underline: 'hover' },
      },
      MuiButtonBase: {
        defaultProps: { LinkComponent: LinkBehavior },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: base.shape.borderRadius } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: base.palette.divider } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: base.palette.background.paper,
            borderBottom: `1px solid ${base.palette.divider}`,
          },
        },
      },
      MuiDrawer: {
        styleOverrides: {
          paper: { borderRight: `1px solid ${base.palette.divider}` },
        },
      },
      MuiListItemButton: {
        defaultProps: { dense: compressed },
        styleOverrides: {
          root: {
            borderRadius: base.shape.borderRadius,
            '&.Mui-selected': {
              backgroundColor: alpha(base.palette.primary.main, dark ? 0.18 : 0.1),
              color: base.palette.primary.main,
              '& .MuiListItemIcon-root': { color: base.palette.primary.main },
            },
          },
        },
      },
      MuiListItemIcon: {
        styleOverrides: { root: { minWidth: 36 } },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: base.shape.borderRadius } },
      },
      MuiChip: {
        styleOverrides: { root: { fontWeight: 600 } },
      },
    },
  });
}
