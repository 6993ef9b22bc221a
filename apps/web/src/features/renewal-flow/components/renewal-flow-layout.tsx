import { PRODUCT_NAMES, type Persona, type Policy } from '@cyber/domain';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FlowStepper } from '../../../components/flow-stepper.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { RENEWAL_FLOW_STEPS, type RenewalFlowStep } from '../lib/steps.ts';

export type RenewalFlowLayoutProps = {
  persona: Persona;
  policy: Policy;
  step: RenewalFlowStep;
  children: ReactNode;
};

/**
 * The renewal flow's frame: the policy renewed as the heading, the steps (Verify, Summary, Custom
 * quote) with the current one, and the current step's content under its name. A step already
 * passed may be opened again from the stepper; a later one only by the step's own buttons.
 */
export function RenewalFlowLayout({ persona, policy, step, children }: RenewalFlowLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('renewalFlow.title', { number: policy.policyNumber })}
        subtitle={t('renewalFlow.subtitle', {
          product: PRODUCT_NAMES[policy.product],
          name: policy.companyName,
        })}
      />
      <FlowStepper
        steps={RENEWAL_FLOW_STEPS}
        active={step}
        label={t('renewalFlow.stepsLabel')}
        stepLabel={(s) => t(`renewalFlow.steps.${s}`)}
        onStep={(s) =>
          void navigate(
            paths.persona.policyRenewal(persona, policy.id, policy.accountId, policy.product, s),
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {t(`renewalFlow.steps.${step}`)}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The flow before its policy is known: the heading, and what is loading or went wrong. */
export function RenewalFlowMessage({
  loading,
  loadingLabel,
  children,
}: {
  loading?: boolean;
  loadingLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('renewalFlow.heading')} />
      {loading && <LinearProgress aria-label={loadingLabel ?? t('renewalFlow.loading')} />}
      {children}
    </Stack>
  );
}

/** A refusal or failure in the flow, as an error Alert. */
export const RenewalFlowError = ({ children }: { children: ReactNode }) => (
  <Alert severity="error" role="alert">
    {children}
  </Alert>
);
