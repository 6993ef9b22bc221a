import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type SectionCardProps = {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
};

/** A titled card, the building block of overview screens. */
export function SectionCard({ title, icon, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 2.5 }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
