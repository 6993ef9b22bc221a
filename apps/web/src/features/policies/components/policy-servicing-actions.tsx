import {
  servicingActionsOf,
  type Policy,
  type PolicyActionResult,
  type ServicingAction,
  type ServicingActor,
} from '@cyber/domain';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFailure } from '../../underwriting/index.ts';
import { useServicePolicy, type ReasonAction } from '../api/policy-servicing.ts';
import { CancelPolicyDialog } from './cancel-policy-dialog.tsx';
import { EndorsePolicyDialog } from './endorse-policy-dialog.tsx';
import { ErpDialog } from './erp-dialog.tsx';
import { PolicyReasonDialog } from './policy-reason-dialog.tsx';

export type PolicyServicingActionsProps = {
  policy: Policy;
  actor: ServicingActor;
};

/** The actions that put the policy out of cover or back: outlined in the error colour. */
const ENDING: readonly ServicingAction[] = ['cancel', 'flatCancel', 'void', 'rescind'];

/** The actions with a dialog of their own; each of the others takes only a reason. */
const OWN_DIALOG = ['endorse', 'requestCancel', 'cancel', 'erp'] as const;
/** Checked by the compiler: every other action must be a `ReasonAction`. */
const isReasonAction = (
  action: ServicingAction,
): action is Exclude<ServicingAction, (typeof OWN_DIALOG)[number]> =>
  !(OWN_DIALOG as readonly ServicingAction[]).includes(action);

/** A reason-only action's dialog, driving its own call. */
function ReasonActionDialog({
  policy,
  action,
  onDone,
  onClose,
}: {
  policy: Policy;
  action: ReasonAction;
  onDone: (result: PolicyActionResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const call = useServicePolicy();
  return (
    <PolicyReasonDialog
      title={t(`policies.servicing.reasonDialog.${action}.title`)}
      body={t(`policies.servicing.reasonDialog.${action}.body`)}
      pending={call.isPending}
      error={actionFailure(call.error, t('policies.servicing.failed'))}
      onSubmit={(body) => call.mutate({ action, id: policy.id, body }, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}

/**
 * The servicing actions the caller may take on the policy in its status (the domain's
 * `servicingActionsOf`): endorse, request or cancel, flat cancel, void, rescind, reinstate, undo
 * a cancellation, withdraw a request, buy (or void) an extended reporting period once cover has
 * ended. Each opens its dialog; success shows the server's message.
 */
export function PolicyServicingActions({ policy, actor }: PolicyServicingActionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<ServicingAction | null>(null);
  const actions = servicingActionsOf(policy.status, actor);
  if (actions.length === 0 && open === null) return null;

  const close = () => setOpen(null);
  const done = (result: PolicyActionResult) => {
    setOpen(null);
    enqueueSnackbar(result.message, { variant: 'success' });
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('policies.servicing.actionsLabel')}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'endorse' ? 'contained' : 'outlined'}
            color={ENDING.includes(action) ? 'error' : 'primary'}
            onClick={() => setOpen(action)}
          >
            {t(`policies.servicing.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open === 'endorse' && <EndorsePolicyDialog policy={policy} onDone={done} onClose={close} />}
      {(open === 'requestCancel' || open === 'cancel') && (
        <CancelPolicyDialog
          policy={policy}
          mode={open === 'cancel' ? 'cancel' : 'request'}
          onDone={done}
          onClose={close}
        />
      )}
      {open === 'erp' && <ErpDialog policy={policy} actor={actor} onDone={done} onClose={close} />}
      {open !== null && isReasonAction(open) && (
        <ReasonActionDialog policy={policy} action={open} onDone={done} onClose={close} />
      )}
    </>
  );
}
