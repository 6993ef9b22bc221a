import { Link, Typography, type TypographyProps } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { appConfig } from '../config/env.ts';
import { regionForLanguage } from '@cyber/domain';

export type SupportContactProps = Pick<TypographyProps, 'variant' | 'color' | 'align'>;

/** The support line; contacts differ by language (spec 1 §9). */
export function SupportContact({
  variant = 'body2',
  color = 'text.secondary',
  align,
}: SupportContactProps) {
  const { i18n } = useTranslation();
  const { email, phone } = appConfig.support[regionForLanguage(i18n.language)];
  return (
    <Typography variant={variant} color={color} align={align}>
      <Trans
        i18nKey="common.supportLine"
        values={{ email, phone }}
        components={{
          email: <Link href={`mailto:${email}`} />,
          phone: <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} />,
        }}
      />
    </Typography>
  );
}
