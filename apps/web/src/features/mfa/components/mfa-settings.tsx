import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import {
  CUSTOMER_MFA_REDIRECT_MS,
  formatPhone,
  type Me,
  type MfaEnrolType,
  type MfaUpdateResponse,
  type Persona,
} from '@cyber/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDisableMfa } from '../api/disable-mfa.ts';
import { useStartMfaEnrolment } from '../api/start-mfa-enrolment.ts';
import { useVerifyMfa } from '../api/verify-mfa.ts';
import { CodeInput, isCompleteCode } from './code-input.tsx';

export type MfaSettingsProps = {
  me: Pick<Me, 'mfaType' | 'phone' | 'account'>;
  persona: Persona;
};

type Notice = { severity: 'success' | 'error' | 'info'; message: string };

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? '');

/**
 * The profile's MFA tab: the current method; set up an authenticator app (QR code and secret,
 * then two consecutive codes), text messages (phone, then the texted code) or e-mail (the
 * e-mailed code); turn MFA off with the password unless the organisation enforces it.
 */
export function MfaSettings({ me, persona }: MfaSettingsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartMfaEnrolment();
  const verify = useVerifyMfa();
  const disable = useDisableMfa();

  const [method, setMethod] = useState<MfaEnrolType | null>(null);
  const [pending, setPending] = useState<MfaUpdateResponse | null>(null);
  const [phone, setPhone] = useState(formatPhone(me.phone));
  const [mfa1, setMfa1] = useState('');
  const [mfa2, setMfa2] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  // A customer goes to the dashboard 2 s after turning MFA on (spec 1 §9).
  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(
      () => void navigate(paths.persona.dashboard(persona)),
      CUSTOMER_MFA_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate, persona]);

  const reset = () => {
    setMethod(null);
    setPending(null);
    setMfa1('');
    setMfa2('');
  };

  const handleChoose = async (type: MfaEnrolType) => {
    setNotice(null);
    setMethod(type);
    setPending(null);
    setMfa1('');
    setMfa2('');
    // An authenticator needs nothing typed first; codes by e-mail are sent at once.
    if (type !== 'SMS') await handleStart(type);
  };

  const handleStart = async (type: MfaEnrolType) => {
    setNotice(null);
    try {
      setPending(await start.mutateAsync({ mfaType: type, ...(type === 'SMS' ? { phone } : {}) }));
    } catch (error) {
      setNotice({ severity: 'error', message: errorText(error) });
    }
  };

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setNotice(null);
    try {
      await verify.mutateAsync({ mfaType: method, mfa1, ...(method === 'GOOGLE' ? { mfa2 } : {}) });
      reset();
      setNotice({ severity: 'success', message: t('mfa.enabled') });
      if (persona === 'customer') setRedirecting(true);
    } catch (error) {
      setNotice({ severity: 'error', message: errorText(error) });
    }
  };

  const handleDisable = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await disable.mutateAsync({ password });
      setPassword('');
      setNotice({ severity: 'success', message: t('mfa.disabled') });
    } catch (error) {
      setNotice({
        severity: 'error',
        message: isApiError(error) ? error.message : errorText(error),
      });
    }
  };

  const codesReady =
    isCompleteCode(mfa1) && (method !== 'GOOGLE' || isCompleteCode(mfa2)) && pending !== null;
  const enforced = me.account.enforceMfa;
  const hasMfa = me.mfaType !== 'NONE';

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('mfa.title')}
        </Typography>
        <Typography color="text.secondary">{t('mfa.intro')}</Typography>
      </Stack>

      <Stack direction="row" spacing={1.5} alignItems="center">
        <Typography variant="subtitle2">{t('mfa.current')}:</Typography>
        <Chip
          data-testid="mfa-current"
          label={t(`mfa.types.${me.mfaType}`)}
          color={hasMfa ? 'success' : 'default'}
          variant={hasMfa ? 'filled' : 'outlined'}
        />
      </Stack>
      {enforced && (
        <Alert severity="info" role="status">
          {t('mfa.enforced')}
        </Alert>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.message}
          {redirecting && ` ${t('mfa.redirecting')}`}
        </Alert>
      )}

      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3">
          {hasMfa ? t('mfa.change') : t('mfa.choose')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {(
            [
              ['GOOGLE', <QrCode2Icon key="g" />, t('mfa.useGoogle')],
              ['SMS', <PhoneIphoneIcon key="s" />, t('mfa.useSms')],
              ['EMAIL', <EmailOutlinedIcon key="e" />, t('mfa.useEmail')],
            ] as const
          ).map(([type, icon, label]) => (
            <Button
              key={type}
              variant={method === type ? 'contained' : 'outlined'}
              startIcon={icon}
              disabled={start.isPending}
              onClick={() => void handleChoose(type)}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>

      {method && (
        <Box component="form" noValidate onSubmit={(e) => void handleVerify(e)}>
          <Stack spacing={2.5}>
            {method === 'GOOGLE' && pending?.qrCode && (
              <Stack spacing={2}>
                <Typography color="text.secondary">{t('mfa.googleSteps')}</Typography>
                <Box
                  component="img"
                  src={pending.qrCode}
                  alt={t('mfa.qrAlt')}
                  sx={{ width: 200, height: 200, alignSelf: 'flex-start' }}
                />
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                  <Typography variant="body2">{t('mfa.secret')}:</Typography>
                  <Typography
                    variant="body2"
                    data-testid="mfa-secret"
                    sx={{ fontFamily: 'monospace', letterSpacing: 1, wordBreak: 'break-all' }}
                  >
                    {pending.secret}
                  </Typography>
                  <CopyButton
                    size="small"
                    text={pending.secret ?? ''}
                    label={t('mfa.copySecret')}
                  />
                </Stack>
              </Stack>
            )}

            {method === 'SMS' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
                <TextInput
                  id="mfa-phone"
                  label={t('mfa.phone')}
                  type="tel"
                  autoComplete="tel"
                  required
                  value={phone}
                  helperText={t('mfa.phoneHelp')}
                  onChange={(event) => setPhone(event.target.value)}
                  onBlur={() => setPhone((value) => formatPhone(value))}
                />
                <Button
                  variant="outlined"
                  sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
                  disabled={!phone.trim() || start.isPending}
                  onClick={() => void handleStart('SMS')}
                >
                  {pending ? t('mfa.resendCode') : t('mfa.sendCode')}
                </Button>
              </Stack>
            )}

            {pending?.sentTo && (
              <Alert severity="info" role="status">
                {t('mfa.sentTo', { to: pending.sentTo })}
              </Alert>
            )}

            {pending && (
              <Stack spacing={2}>
                <CodeInput
                  id="mfa-code-1"
                  label={method === 'GOOGLE' ? t('mfa.firstCode') : t('mfa.code')}
                  value={mfa1}
                  onChange={setMfa1}
                  autoFocus
                />
                {method === 'GOOGLE' && (
                  <CodeInput
                    id="mfa-code-2"
                    label={t('mfa.nextCode')}
                    value={mfa2}
                    onChange={setMfa2}
                    helperText={t('mfa.nextCodeHelp')}
                  />
                )}
              </Stack>
            )}

            <Stack direction="row" spacing={1.5}>
              {pending && (
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!codesReady || verify.isPending}
                  startIcon={
                    verify.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
                  }
                >
                  {t('mfa.verify')}
                </Button>
              )}
              {method === 'EMAIL' && pending && (
                <Button disabled={start.isPending} onClick={() => void handleStart('EMAIL')}>
                  {t('mfa.resendCode')}
                </Button>
              )}
              <Button onClick={reset}>{t('mfa.cancel')}</Button>
            </Stack>
          </Stack>
        </Box>
      )}

      {hasMfa && !enforced && (
        <>
          <Divider />
          <Box component="form" noValidate onSubmit={(e) => void handleDisable(e)}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h3">
                {t('mfa.disableTitle')}
              </Typography>
              <Typography color="text.secondary">{t('mfa.disableBody')}</Typography>
              <TextInput
                id="mfa-disable-password"
                label={t('mfa.password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Box>
                <Button
                  type="submit"
                  color="error"
                  variant="outlined"
                  disabled={!password || disable.isPending}
                >
                  {t('mfa.disable')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}
