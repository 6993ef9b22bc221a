import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAgencyLogo } from '../api/get-logo.ts';

export type AgencyLogoProps = {
  /** The agency the signed-in user acts in; nothing is shown for other account types. */
  agencyId: string | null;
  /** Whether the agency has a small logo (me.account.logos.small); nothing is fetched without. */
  hasLogo: boolean;
  /** Used in the image's alternative text. */
  agencyName?: string;
  /** Height in pixels (the header shows it at 36). */
  height?: number;
};

/** The agency's small logo for the signed-in header; renders nothing when there is none. */
export function AgencyLogo({ agencyId, hasLogo, agencyName, height = 36 }: AgencyLogoProps) {
  const { t } = useTranslation();
  const logo = useAgencyLogo(agencyId, 'small', hasLogo);
  if (!logo.url) return null;
  return (
    <Box
      component="img"
      src={logo.url}
      alt={
        agencyName
          ? t('adminBranding.logoAlt', { name: agencyName })
          : t('adminBranding.agencyLogoAlt')
      }
      data-testid="agency-logo"
      sx={{ height, maxWidth: height * (400 / 120), objectFit: 'contain', display: 'block' }}
    />
  );
}
