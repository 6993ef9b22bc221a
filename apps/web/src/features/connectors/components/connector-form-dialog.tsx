import {
  connectorInputIssues,
  type AwsRegionView,
  type ConnectorDefinitionView,
  type ConnectorCredentials,
  type ConnectorMetadata,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Definition = ConnectorDefinitionView;
type Region = AwsRegionView;

export type ConnectorFormValues = {
  credentials: ConnectorCredentials;
  metadata: ConnectorMetadata;
};

export type ConnectorFormDialogProps = {
  open: boolean;
  connector: Definition;
  regions?: readonly Region[];
  pending?: boolean;
  error?: string | null;
  onSubmit: (values: ConnectorFormValues) => void;
  onClose: () => void;
};

/**
 * The connector dialogs of spec 2 §2: the security-tool and training-provider token forms, the
 * key-based connector's API key, the vulnerability-scanner credentials (API user and password),
 * the consent connectors' tenant or domain, and the AWS region picker. Field messages are the
 * spec's (§5), checked with the same rule the server applies.
 */
export function ConnectorFormDialog({
  open,
  connector,
  regions = [],
  pending = false,
  error,
  onSubmit,
  onClose,
}: ConnectorFormDialogProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [consentValue, setConsentValue] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const credentials: ConnectorCredentials =
    connector.authKind === 'USERNAME_PASSWORD'
      ? { username, password }
      : connector.authKind === 'CONSENT'
        ? {}
        : { token };
  const metadata: ConnectorMetadata = {
    ...(connector.consentField === 'azureTenantId' ? { azureTenantId: consentValue.trim() } : {}),
    ...(connector.consentField === 'domain' ? { domain: consentValue.trim() } : {}),
    ...(connector.regions ? { regions: picked } : {}),
  };
  const issues = connectorInputIssues(connector.type, credentials, metadata);
  const issueOf = (field: string) =>
    submitted ? issues.find((i) => i.field === field)?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length === 0) onSubmit({ credentials, metadata });
  };
  const togglePick = (code: string) =>
    setPicked((prev) => (prev.includes(code) ? prev.filter((c) => c !== code) : [...prev, code]));

  const tokenField = connector.authKind === 'API_KEY' ? 'apiKey' : 'credentials.token';
  const regionIssue = issueOf('metadata.regions');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="connector-form-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="connector-form-title">
          {t('connectors.form.title', { name: connector.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {(connector.authKind === 'TOKEN' || connector.authKind === 'API_KEY') && (
              <TextField
                autoFocus
                fullWidth
                required
                type="password"
                autoComplete="off"
                label={t(
                  connector.authKind === 'API_KEY'
                    ? 'connectors.form.apiKey'
                    : 'connectors.form.token',
                )}
                value={token}
                onChange={(e) => setToken(e.target.value)}
                error={!!issueOf(tokenField)}
                helperText={issueOf(tokenField)}
              />
            )}
            {connector.authKind === 'USERNAME_PASSWORD' && (
              <>
                <TextField
                  autoFocus
                  fullWidth
                  required
                  autoComplete="off"
                  label={t('connectors.form.apiUser')}
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  error={!!issueOf('credentials.username')}
                  helperText={issueOf('credentials.username')}
                />
                <TextField
                  fullWidth
                  required
                  type="password"
                  autoComplete="new-password"
                  label={t('connectors.form.password')}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  error={!!issueOf('credentials.password')}
                  helperText={issueOf('credentials.password')}
                />
              </>
            )}
            {connector.authKind === 'CONSENT' && (
              <>
                <Typography color="text.secondary">{t('connectors.form.consentHint')}</Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  flexWrap="wrap"
                  aria-label={t('connectors.form.scopes')}
                >
                  {(connector.scopes ?? []).map((s) => (
                    <Chip key={s} size="small" label={s} />
                  ))}
                </Stack>
                <TextField
                  autoFocus
                  fullWidth
                  required
                  label={t(
                    connector.consentField === 'azureTenantId'
                      ? 'connectors.form.tenant'
                      : 'connectors.form.domain',
                  )}
                  value={consentValue}
                  onChange={(e) => setConsentValue(e.target.value)}
                  error={!!issueOf(`metadata.${connector.consentField ?? 'domain'}`)}
                  helperText={issueOf(`metadata.${connector.consentField ?? 'domain'}`)}
                />
              </>
            )}
            {connector.regions && (
              <FormControl error={!!regionIssue} component="fieldset">
                <FormLabel component="legend">{t('connectors.form.regions')}</FormLabel>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                  {regions.map((r) => (
                    <FormControlLabel
                      key={r.code}
                      control={
                        <Checkbox
                          size="small"
                          checked={picked.includes(r.code)}
                          onChange={() => togglePick(r.code)}
                        />
                      }
                      label={`${r.name} (${r.code})`}
                    />
                  ))}
                </FormGroup>
                {regionIssue && <FormHelperText>{regionIssue}</FormHelperText>}
              </FormControl>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('connectors.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('connectors.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
