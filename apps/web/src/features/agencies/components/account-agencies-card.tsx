import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { type AccountAgencyLink, AGENCY_MESSAGES, isActingAsProvider } from '@cyber/domain';
import {
  Alert,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  useAccountAgencies,
  useApproveAgency,
  useAssignAgency,
  useChangeAgent,
  useFavouriteAccount,
  useMyAgent,
  useSavePolicyholderContact,
  useUnlinkAgency,
} from '../api/account-agencies.ts';
import {
  AssignAgencyDialog,
  ChangeAgentDialog,
  PolicyholderContactDialog,
} from './account-agency-dialogs.tsx';

type Open = 'assign' | 'agent' | 'contact' | null;

/** The spec's client-association messages, worded per language (brokerage in en-GB). */
const CLIENT_ASSOCIATION = {
  [AGENCY_MESSAGES.clientWithOtherAgency]: 'accountAgencies.clientWithOtherAgency',
  [AGENCY_MESSAGES.clientWithinAgency]: 'accountAgencies.clientWithinAgency',
  [AGENCY_MESSAGES.contactAgencyAdmin]: 'accountAgencies.contactAgencyAdmin',
} as Record<string, string>;

/** The server's message and, for the client-association answers, its advice after it. */
export function errorText(error: Error, t: (key: string) => string) {
  const words = (text: string) => (CLIENT_ASSOCIATION[text] ? t(CLIENT_ASSOCIATION[text]) : text);
  const body = isApiError(error) ? (error.data as { message?: unknown; detail?: unknown }) : null;
  if (body && typeof body.message === 'string' && typeof body.detail === 'string') {
    return `${words(body.message)} ${words(body.detail)}`;
  }
  return words(error.message);
}

/**
 * "Agencies" on the account page: the account's agencies (agency of record, linked, requested),
 * its policyholder contact, and what the caller may do with them.
 */
export function AccountAgenciesCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { claims, permissions } = useCurrentUser();
  const list = useAccountAgencies(accountId);
  const assign = useAssignAgency(accountId);
  const unlink = useUnlinkAgency(accountId);
  const approve = useApproveAgency(accountId);
  const favourite = useFavouriteAccount(accountId);
  const changeAgent = useChangeAgent(accountId);
  const myAgent = useMyAgent(accountId);
  const contact = useSavePolicyholderContact(accountId);
  const [open, setOpen] = useState<Open>(null);

  const type = claims.accountType;
  const isProvider = isActingAsProvider(claims);
  const isAgency = type === 'AGENCY';
  const isCustomer = type === 'CUSTOMER';
  const isAdmin = claims.scopes.includes('role:admin');
  const canManage = permissions.includes('account:manage');
  const ok = ({ message }: { message: string }) => {
    setOpen(null);
    enqueueSnackbar(message, { variant: 'success' });
  };
  const fail = (error: Error) => enqueueSnackbar(errorText(error, t), { variant: 'error' });

  if (list.isError) {
    return (
      <SectionCard title={t('accountAgencies.title')}>
        <Alert severity="error">{t('accountAgencies.listFailed')}</Alert>
      </SectionCard>
    );
  }
  const agencies = list.data?.agencies ?? [];
  const own = isAgency ? agencies.find((a) => a.agencyId === claims.accountId) : undefined;
  const holdsAsAdmin = isAgency && isAdmin && own?.relation === 'ASSIGNED';
  const c = list.data?.contact;
  // Whose agent changes: the caller's own agency, or for provider staff the agency of record.
  const agentAgencyId = isAgency
    ? claims.accountId
    : (
        agencies.find((a) => a.relation === 'ASSIGNED') ??
        agencies.find((a) => a.relation !== 'REQUESTED')
      )?.agencyId;

  const rowActions = (a: AccountAgencyLink) => (
    <Stack direction="row" spacing={0.5} alignItems="center">
      {a.relation === 'REQUESTED' && (isProvider || holdsAsAdmin) && (
        <Tooltip title={t('accountAgencies.approve', { name: a.agencyName })}>
          <IconButton
            aria-label={t('accountAgencies.approve', { name: a.agencyName })}
            onClick={() => approve.mutate(a.agencyId, { onSuccess: ok, onError: fail })}
          >
            <CheckIcon />
          </IconButton>
        </Tooltip>
      )}
      {(isProvider || (holdsAsAdmin && a.relation === 'REQUESTED')) && (
        <Tooltip title={t('accountAgencies.unlink', { name: a.agencyName })}>
          <IconButton
            aria-label={t('accountAgencies.unlink', { name: a.agencyName })}
            onClick={() => unlink.mutate(a.agencyId, { onSuccess: ok, onError: fail })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
      {isCustomer && a.relation !== 'REQUESTED' && !a.isMyAgent && (
        <Button
          size="small"
          onClick={() => myAgent.mutate(a.agencyId, { onSuccess: ok, onError: fail })}
        >
          {t('accountAgencies.setMyAgent', { name: a.agencyName })}
        </Button>
      )}
      {isCustomer && a.isMyAgent && (
        <Button size="small" onClick={() => myAgent.mutate(null, { onSuccess: ok, onError: fail })}>
          {t('accountAgencies.removeMyAgent')}
        </Button>
      )}
    </Stack>
  );

  return (
    <SectionCard title={t('accountAgencies.title')}>
      <Stack spacing={2}>
        {list.isSuccess && agencies.length === 0 && (
          <Typography color="text.secondary">{t('accountAgencies.none')}</Typography>
        )}
        <List dense disablePadding aria-label={t('accountAgencies.title')}>
          {agencies.map((a) => (
            <ListItem key={a.agencyId} disableGutters secondaryAction={rowActions(a)}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                    <span>{a.agencyName}</span>
                    <Chip size="small" label={t(`accountAgencies.relation_${a.relation}`)} />
                    {a.isMyAgent && (
                      <Chip size="small" color="primary" label={t('accountAgencies.myAgent')} />
                    )}
                    {isCustomer && !a.isMyAgent && agencies.some((x) => x.isMyAgent) && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('accountAgencies.interested')}
                      />
                    )}
                  </Stack>
                }
                secondary={[
                  a.agent
                    ? t('accountAgencies.agent', {
                        name: `${a.agent.firstName} ${a.agent.lastName}`,
                      })
                    : t('accountAgencies.noAgent'),
                  a.team?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2">{t('accountAgencies.contact')}</Typography>
        <Typography color="text.secondary" data-testid="policyholder-contact">
          {c?.contactEmail
            ? `${c.contactFirstName ?? ''} ${c.contactLastName ?? ''} · ${c.contactEmail}${c.contactPhone ? ` · ${c.contactPhone}` : ''}`
            : t('accountAgencies.noContact')}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {isProvider && canManage && (
            <Button onClick={() => setOpen('assign')}>{t('accountAgencies.assign')}</Button>
          )}
          {(isProvider || (isAgency && own && own.relation !== 'REQUESTED')) && canManage && (
            <Button onClick={() => setOpen('agent')}>{t('accountAgencies.changeAgent')}</Button>
          )}
          {(isProvider || isAgency) && canManage && (
            <Button onClick={() => setOpen('contact')}>
              {c?.contactEmail ? t('accountAgencies.editContact') : t('accountAgencies.addContact')}
            </Button>
          )}
          {own && own.relation !== 'REQUESTED' && (
            <FormControlLabel
              control={
                <Switch
                  checked={own.isFavourite}
                  onChange={(e) => favourite.mutate(e.target.checked, { onError: fail })}
                />
              }
              label={t('accountAgencies.favourite')}
            />
          )}
        </Stack>
      </Stack>

      {open === 'assign' && (
        <AssignAgencyDialog
          busy={assign.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(input) =>
            assign.mutate(input, {
              onSuccess: ok,
              onError: (error) =>
                enqueueSnackbar(error.message || t('accountAgencies.assignFailed'), {
                  variant: 'error',
                }),
            })
          }
        />
      )}
      {open === 'agent' && (
        <ChangeAgentDialog
          agencyId={agentAgencyId}
          busy={changeAgent.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(values) =>
            changeAgent.mutate(
              {
                ...values,
                accountId,
                ...(isProvider && agentAgencyId ? { agencyId: agentAgencyId } : {}),
              },
              { onSuccess: ok, onError: fail },
            )
          }
        />
      )}
      {open === 'contact' && (
        <PolicyholderContactDialog
          initial={{
            contactFirstName: c?.contactFirstName ?? '',
            contactLastName: c?.contactLastName ?? '',
            contactEmail: c?.contactEmail ?? '',
            contactPhone: c?.contactPhone ?? '',
          }}
          busy={contact.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(input) =>
            contact.mutate({ ...input, accountId }, { onSuccess: ok, onError: fail })
          }
        />
      )}
    </SectionCard>
  );
}
