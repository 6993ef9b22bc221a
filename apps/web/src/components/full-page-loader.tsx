import { Box, CircularProgress, Typography } from '@mui/material';

export type FullPageLoaderProps = { label?: string };

export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress size={36} aria-label={label ?? 'Loading'} />
      {label && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
}
