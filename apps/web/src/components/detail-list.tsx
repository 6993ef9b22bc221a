import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; testId?: string };
export type DetailListProps = { items: readonly DetailItem[] };

/** Label/value pairs as a description list. */
export function DetailList({ items }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(110px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {items.map(({ label, value, testId }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={testId}
            sx={{
              m: 0,
              mb: { xs: 1.25, sm: 0 },
              fontWeight: 500,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
