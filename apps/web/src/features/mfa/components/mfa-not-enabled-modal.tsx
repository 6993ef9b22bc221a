import SecurityIcon from '@mui/icons-material/Security';
import { MFA_MESSAGES, type Me, type Persona } from '@cyber/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

export type MfaNotEnabledModalProps = {
  me: Pick<Me, 'mfaType' | 'account'>;
  persona: Persona;
  /** A provider user acting inside another account: never blocked (spec 1 §4). */
  ghosting: boolean;
};

/** Whether the blocking modal applies (spec 1 §4 app shell). */
export const mustSetUpMfa = (
  { me, persona, ghosting }: MfaNotEnabledModalProps,
  pathname: string,
): boolean =>
  me.account.enforceMfa &&
  me.mfaType === 'NONE' &&
  !ghosting &&
  !pathname.startsWith(paths.persona.profile(persona));

/**
 * 'Multi-Factor Authentication Not Enabled': a modal that cannot be dismissed while the account
 * enforces MFA and the user has none; its one button opens the profile's MFA tab.
 */
export function MfaNotEnabledModal(props: MfaNotEnabledModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const open = mustSetUpMfa(props, location.pathname);

  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby="mfa-not-enabled-title"
      aria-describedby="mfa-not-enabled-body"
    >
      <DialogTitle id="mfa-not-enabled-title">
        <Stack direction="row" spacing={1.5} alignItems="center">
          <SecurityIcon color="primary" />
          <span>{MFA_MESSAGES.notEnabledTitle}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="mfa-not-enabled-body">{t('mfa.modalBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button
          variant="contained"
          onClick={() => void navigate(paths.persona.profileMfa(props.persona))}
        >
          {MFA_MESSAGES.setUpMfa}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
