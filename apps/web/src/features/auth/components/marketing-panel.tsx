import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { languageForRegion, type Region } from '@cyber/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { appConfig } from '../../../config/env.ts';

export type MarketingPanelProps = { region: Region };

/** The sign-in page's marketing side; its copy and Learn more link follow the region. */
export function MarketingPanel({ region }: MarketingPanelProps) {
  const { t } = useTranslation();
  const lng = languageForRegion(region);
  const points = ['quote', 'risk', 'service'] as const;

  return (
    <Box
      component="aside"
      data-region={region}
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 6,
        p: { xs: 4, md: 6, lg: 8 },
        color: 'primary.contrastText',
        background: `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 130%)`,
      })}
    >
      <BrandLogo inverted />
      <Stack spacing={3} sx={{ maxWidth: 520 }}>
        <Typography variant="overline" sx={{ opacity: 0.8 }}>
          {t('marketing.eyebrow', { lng })}
        </Typography>
        <Typography variant="h1" component="h2" sx={{ fontSize: { md: '2.25rem', lg: '2.75rem' } }}>
          {t('marketing.title', { lng })}
        </Typography>
        <Typography sx={{ opacity: 0.88, fontSize: '1.05rem' }}>
          {t('marketing.body', { lng })}
        </Typography>
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {points.map((point) => (
            <Stack key={point} component="li" direction="row" spacing={1.5} alignItems="center">
              <CheckCircleOutlineIcon fontSize="small" />
              <Typography>{t(`marketing.points.${point}`, { lng })}</Typography>
            </Stack>
          ))}
        </Stack>
        <Box>
          <Button
            variant="outlined"
            color="inherit"
            endIcon={<ArrowForwardIcon />}
            href={appConfig.learnMoreUrl[region]}
            target="_blank"
            rel="noopener noreferrer"
            sx={(theme) => ({
              borderColor: alpha(theme.palette.primary.contrastText, 0.5),
              '&:hover': {
                borderColor: theme.palette.primary.contrastText,
                backgroundColor: alpha(theme.palette.primary.contrastText, 0.08),
              },
            })}
          >
            {t('marketing.learnMore', { lng })}
          </Button>
        </Box>
      </Stack>
      <Typography variant="caption" sx={{ opacity: 0.7 }}>
        {t(`region.${region}`, { lng })}
      </Typography>
    </Box>
  );
}
