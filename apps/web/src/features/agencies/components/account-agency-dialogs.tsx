import { zodResolver } from '@hookform/resolvers/zod';
import {
  PolicyholderContactInputSchema,
  type Agency,
  type AgencyAgentOption,
  type AgencyTeamOption,
  type AssignAgencyInput,
  type PolicyholderContactInput,
} from '@cyber/domain';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { AgencyPicker } from './agency-picker.tsx';
import { AgentPicker, TeamPicker } from './people-pickers.tsx';

type DialogProps<T> = { busy: boolean; onClose: () => void; onSubmit: (value: T) => void };

/** Assign or link an agency (provider staff): one agency (single selection), optional agent. */
export function AssignAgencyDialog({ busy, onClose, onSubmit }: DialogProps<AssignAgencyInput>) {
  const { t } = useTranslation();
  const [agency, setAgency] = useState<Agency | null>(null);
  const [agent, setAgent] = useState<AgencyAgentOption | null>(null);
  const [team, setTeam] = useState<AgencyTeamOption | null>(null);
  const [link, setLink] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-agency-title" fullWidth>
      <DialogTitle id="assign-agency-title">{t('accountAgencies.assignTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <AgencyPicker
            id="assign-agency"
            label={t('accountAgencies.agency')}
            required
            value={agency}
            onChange={(value) => {
              setAgency(value);
              setAgent(null);
              setTeam(null);
            }}
          />
          <AgentPicker
            id="assign-agent"
            agencyId={agency?.id}
            value={agent}
            onChange={setAgent}
            label={t('accountAgencies.agentLabel')}
          />
          <TeamPicker
            id="assign-team"
            agencyId={agency?.id}
            value={team}
            onChange={setTeam}
            label={t('accountAgencies.teamId')}
          />
          <FormControlLabel
            control={<Checkbox checked={link} onChange={(e) => setLink(e.target.checked)} />}
            label={t('accountAgencies.link')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accountAgencies.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!agency || busy}
          onClick={() =>
            agency &&
            onSubmit({
              agencyId: agency.id,
              agencyName: agency.name,
              agentEmail: agent?.email ?? null,
              agentFirstName: agent?.firstName,
              agentLastName: agent?.lastName,
              agentPhoneNumber: agent?.phone ?? null,
              teamId: team?.id ?? null,
              link,
            })
          }
        >
          {t('accountAgencies.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type ChangeAgentValues = {
  agentEmail: string;
  agentFirstName: string;
  agentLastName: string;
  agentPhone: string | null;
  team: { id: string; name: string } | null;
};

/** Change the account's agent (and team): picked among the agency's users and teams. */
export function ChangeAgentDialog({
  agencyId,
  busy,
  onClose,
  onSubmit,
}: DialogProps<ChangeAgentValues> & { agencyId: string | undefined }) {
  const { t } = useTranslation();
  const [agent, setAgent] = useState<AgencyAgentOption | null>(null);
  const [team, setTeam] = useState<AgencyTeamOption | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-agent-title" fullWidth>
      <DialogTitle id="change-agent-title">{t('accountAgencies.changeAgentTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <AgentPicker
            id="change-agent"
            agencyId={agencyId}
            value={agent}
            onChange={setAgent}
            label={t('accountAgencies.agentLabel')}
            required
          />
          <TeamPicker
            id="change-agent-team"
            agencyId={agencyId}
            value={team}
            onChange={setTeam}
            label={t('accountAgencies.teamId')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accountAgencies.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!agent || busy}
          onClick={() =>
            agent &&
            onSubmit({
              agentEmail: agent.email,
              agentFirstName: agent.firstName,
              agentLastName: agent.lastName,
              agentPhone: agent.phone,
              team,
            })
          }
        >
          {t('accountAgencies.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ContactValues = {
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  addUserToSystem: boolean;
};

/** The policyholder contact; "Also create a user" sends the contact a confirmation e-mail. */
export function PolicyholderContactDialog({
  initial,
  busy,
  onClose,
  onSubmit,
}: DialogProps<PolicyholderContactInput> & { initial: Partial<ContactValues> }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ContactValues, unknown, ContactValues>({
    resolver: zodResolver(PolicyholderContactInputSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      contactFirstName: initial.contactFirstName ?? '',
      contactLastName: initial.contactLastName ?? '',
      contactEmail: initial.contactEmail ?? '',
      contactPhone: initial.contactPhone ?? '',
      addUserToSystem: false,
    },
  });
  const field = (name: Exclude<keyof ContactValues, 'addUserToSystem'>) => (
    <FormTextField
      control={control}
      name={name}
      id={`contact-${name}`}
      label={t(`accountAgencies.${name}`)}
      required
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="contact-title" fullWidth>
      <DialogTitle id="contact-title">{t('accountAgencies.contactTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="contact-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit((values) => onSubmit(values))}
        >
          {field('contactFirstName')}
          {field('contactLastName')}
          {field('contactEmail')}
          {field('contactPhone')}
          <Controller
            control={control}
            name="addUserToSystem"
            render={({ field: f }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={f.value} onChange={(e) => f.onChange(e.target.checked)} />
                }
                label={t('accountAgencies.addUserToSystem')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accountAgencies.cancel')}</Button>
        <SubmitButton form="contact-form" size="medium" busy={busy}>
          {t('accountAgencies.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
