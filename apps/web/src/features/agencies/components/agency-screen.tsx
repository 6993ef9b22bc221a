import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  type Agency,
  AGENCY_KINDS,
  type AgencyKind,
  type CallerClaims,
  isActingAsProvider,
} from '@cyber/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAgency, useDeleteAgency, useUpdateAgency } from '../api/agency.ts';
import {
  useAddAgencyProgram,
  useAgencyLevels,
  useAgencyPrograms,
  useRemoveAgencyProgram,
  useSetAgencyHierarchy,
  useSetAgencyLevel,
} from '../api/levels-programs.ts';
import { useAgencies } from '../api/search-agencies.ts';
import { SsoSettingsCard } from '../../auth/index.ts';
import { useCreateUser, useRoles, UserFormDialog, type UserFormValues } from '../../users/index.ts';
import { AgencyAccountsCard } from './agency-accounts-card.tsx';
import { AgreementCard, FeinCard, PaymentsCard } from './agency-admin-cards.tsx';
import { AgencyForm } from './agency-form.tsx';
import { AgencyProfile } from './agency-profile.tsx';

const canManageOf = (permissions: readonly string[], claims: CallerClaims) =>
  permissions.includes('agency:manage') && isActingAsProvider(claims);

/**
 * {persona}/agencies/:agencyId: profile, payments, FEIN, producer agreement, level, programs,
 * hierarchy and the agency's accounts. Provider staff manage; the agency itself and its cluster
 * or aggregator read.
 */
export function AgencyScreen({ agencyId }: { agencyId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { persona, permissions, claims, me } = useCurrentUser();
  const agency = useAgency(agencyId);
  const update = useUpdateAgency();
  const remove = useDeleteAgency();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [addingUser, setAddingUser] = useState(false);
  const roles = useRoles('AGENCY', canManageOf(permissions, claims));
  const createUser = useCreateUser();
  const canManage = canManageOf(permissions, claims);
  const isProviderStaff = isActingAsProvider(claims);
  const isAdmin = claims.scopes.includes('role:admin');
  const ownAdmin =
    claims.accountId === agencyId && isAdmin && permissions.includes('agency:manage');
  const fail = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const ok = ({ message }: { message: string }) => enqueueSnackbar(message, { variant: 'success' });

  if (agency.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (agency.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('agencies.notFound')}
      </Alert>
    );
  }
  const a = agency.data;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Typography variant="h2" component="h1" sx={{ flex: 1 }}>
          {a.name}
        </Typography>
        {canManage && (
          <>
            <Button onClick={() => setAddingUser(true)}>{t('agencies.addUser')}</Button>
            <Button onClick={() => setEditing(true)}>{t('agencies.edit')}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('agencies.delete')}
            </Button>
          </>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={t('agencies.profile')}>
            <AgencyProfile agency={a} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <PaymentsCard
              agency={a}
              canToggle={isProviderStaff && isAdmin && permissions.includes('agency:manage')}
            />
            <FeinCard agency={a} canEdit={canManage || ownAdmin} />
            <AgreementCard agencyId={a.id} agencyName={a.name} signerName={me.fullName} />
            {canManage && <LevelCard agency={a} />}
            {canManage && <HierarchyCard agency={a} />}
            <ProgramsCard agencyId={a.id} canManage={canManage} />
            {isProviderStaff && permissions.includes('organisation:manage') && (
              <SsoSettingsCard organisationId={a.id} accountType="AGENCY" />
            )}
          </Stack>
        </Grid>
        <Grid size={12}>
          <AgencyAccountsCard
            agencyId={a.id}
            agencyName={a.name}
            canAssign={isProviderStaff && permissions.includes('account:manage')}
          />
        </Grid>
      </Grid>

      {editing && (
        <Dialog
          open
          onClose={() => setEditing(false)}
          maxWidth="md"
          fullWidth
          aria-labelledby="edit-agency-title"
        >
          <DialogTitle id="edit-agency-title">{t('agencies.edit')}</DialogTitle>
          <DialogContent sx={{ pt: 1 }}>
            <AgencyForm
              formId="edit-agency-form"
              agency={a}
              providerFields
              onSubmit={(values) =>
                update.mutate(
                  { ...values, agencyId: a.id },
                  {
                    onSuccess: (r) => {
                      ok(r);
                      setEditing(false);
                    },
                    onError: fail,
                  },
                )
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(false)}>{t('agencies.cancel')}</Button>
            <SubmitButton form="edit-agency-form" size="medium" busy={update.isPending}>
              {t('agencies.save')}
            </SubmitButton>
          </DialogActions>
        </Dialog>
      )}
      {addingUser && (
        <UserFormDialog
          open
          roles={roles.data ?? []}
          persona="agency"
          isProvider={false}
          defaultCountry={a.region}
          pending={createUser.isPending}
          error={createUser.error?.message}
          onClose={() => {
            setAddingUser(false);
            createUser.reset();
          }}
          onSubmit={(values: UserFormValues) =>
            createUser.mutate(
              { ...values, slackHandle: undefined, organisationId: a.id },
              {
                onSuccess: (created) => {
                  setAddingUser(false);
                  void agency.refetch();
                  enqueueSnackbar(t('agencies.userCreated', { email: created.email }), {
                    variant: 'success',
                  });
                },
              },
            )
          }
        />
      )}
      {deleting && (
        <Dialog open onClose={() => setDeleting(false)} aria-labelledby="delete-agency-title">
          <DialogTitle id="delete-agency-title">
            {t('agencies.deleteTitle', { name: a.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{t('agencies.deleteBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(false)}>{t('agencies.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(a.id, {
                  onSuccess: (r) => {
                    ok(r);
                    void navigate(paths.persona.agencies(persona));
                  },
                  onError: (error) => {
                    setDeleting(false);
                    fail(error);
                  },
                })
              }
            >
              {t('agencies.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

function LevelCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const levels = useAgencyLevels();
  const setLevel = useSetAgencyLevel(agency.id);
  const [levelId, setLevelId] = useState(agency.level?.id ?? '');
  return (
    <SectionCard title={t('agencies.levels')}>
      {levels.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {levels.error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          fullWidth
          id="agency-level"
          label={t('agencies.level')}
          value={levelId}
          onChange={(e) => setLevelId(e.target.value)}
        >
          <MenuItem value="">{t('agencies.noLevel')}</MenuItem>
          {(levels.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name} ({l.minRevenue.toLocaleString()}–{l.maxRevenue?.toLocaleString() ?? '∞'})
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={setLevel.isPending}
          onClick={() =>
            setLevel.mutate(levelId || null, {
              onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
              onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
            })
          }
        >
          {t('agencies.saveLevel')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

function HierarchyCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetAgencyHierarchy(agency.id);
  const [kind, setKind] = useState<AgencyKind>(agency.agencyKind ?? 'RETAIL');
  const [parentId, setParentId] = useState(agency.parentId ?? '');
  const wholesale = useAgencies({ page: 0, size: 200, search: undefined }, kind === 'RETAIL');
  const parents = (wholesale.data?.content ?? []).filter(
    (p) => p.agencyKind === 'WHOLESALE' && p.id !== agency.id,
  );
  return (
    <SectionCard title={t('agencies.hierarchy')}>
      <Stack spacing={2}>
        {wholesale.isError && <Alert severity="error">{wholesale.error.message}</Alert>}
        <TextField
          select
          id="agency-kind"
          label={t('agencies.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as AgencyKind);
            if (e.target.value === 'WHOLESALE') setParentId('');
          }}
        >
          {AGENCY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`agencies.kind_${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'RETAIL' && (
          <TextField
            select
            id="agency-parent"
            label={t('agencies.parent')}
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
          >
            <MenuItem value="">{t('agencies.noParent')}</MenuItem>
            {parents.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { agencyKind: kind, parentId: parentId || null },
              {
                onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
                onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
              },
            )
          }
        >
          {t('agencies.saveHierarchy')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

function ProgramsCard({ agencyId, canManage }: { agencyId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const programs = useAgencyPrograms(agencyId);
  const add = useAddAgencyProgram(agencyId);
  const remove = useRemoveAgencyProgram(agencyId);
  const [name, setName] = useState('');
  const fail = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  return (
    <SectionCard title={t('agencies.programs')}>
      <Stack spacing={1}>
        {programs.isLoading && <LinearProgress aria-label={t('common.loading')} />}
        {programs.isError && <Alert severity="error">{programs.error.message}</Alert>}
        {programs.data?.length === 0 && (
          <Typography color="text.secondary">{t('agencies.noPrograms')}</Typography>
        )}
        <List dense disablePadding>
          {(programs.data ?? []).map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                canManage && (
                  <IconButton
                    aria-label={t('agencies.removeProgram', { name: p.name })}
                    onClick={() => remove.mutate(p.id, { onError: fail })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={p.name} secondary={p.description} />
            </ListItem>
          ))}
        </List>
        {canManage && (
          <Stack direction="row" spacing={1}>
            <TextField
              id="program-name"
              size="small"
              fullWidth
              label={t('agencies.programName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button
              disabled={!name.trim() || add.isPending}
              onClick={() => add.mutate({ name }, { onSuccess: () => setName(''), onError: fail })}
            >
              {t('agencies.addProgram')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
