import { Box, Stack, Typography } from '@mui/material';
import { appConfig } from '../config/env.ts';

export type BrandLogoProps = {
  /** Show the product name beside the mark. */
  withName?: boolean;
  size?: number;
  /** On a dark or coloured surface the mark inverts. */
  inverted?: boolean;
};

export function BrandLogo({ withName = true, size = 32, inverted = false }: BrandLogoProps) {
  return (
    <Stack direction="row" spacing={1.25} alignItems="center">
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          color: inverted ? 'primary.contrastText' : 'primary.main',
        }}
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <Box
          component="path"
          d="M16 6l8 3v6c0 5.2-3.4 9.6-8 11-4.6-1.4-8-5.8-8-11V9z"
          sx={{
            fill: (theme) =>
              inverted ? theme.palette.primary.main : theme.palette.background.paper,
          }}
        />
        <path
          d="M12.5 16.2l2.4 2.4 4.8-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      {withName && (
        <Typography
          component="span"
          variant="h6"
          sx={{
            fontWeight: 700,
            letterSpacing: '-0.01em',
            color: inverted ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {appConfig.appName}
        </Typography>
      )}
    </Stack>
  );
}
