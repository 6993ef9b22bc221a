import {
  CERTIFICATE_MESSAGES,
  certificateRegion,
  type AdditionalInsured,
  type AdditionalInsuredInput,
  type Policy,
} from '@cyber/domain';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useSaveAdditionalInsured } from '../api/save-additional-insured.ts';
import { AdditionalInsuredDialog } from '../components/additional-insured-dialog.tsx';
import { useCertificateRights } from './use-certificate-rights.ts';

export type AdditionalInsuredEditor = {
  /** Whether the caller may edit the policy's additional insureds now (else nothing opens). */
  canEdit: boolean;
  /** Open 'Add Additional Insured Coverage' for a new one, or for `insured`. */
  open: (insured?: AdditionalInsured) => void;
  /** The editor while open (render it anywhere). */
  dialog: ReactNode;
};

/**
 * The additional insured editor of a policy (spec 3 §5): opened from the certificates section's
 * ADD and EDIT and from the coverage chart's ADD/EDIT; saves, says 'Additional insured
 * successfully updated' and keeps a refusal in the dialog.
 */
export function useAdditionalInsuredEditor(
  policy: Pick<Policy, 'id' | 'status' | 'product' | 'currency'>,
): AdditionalInsuredEditor {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { canEdit } = useCertificateRights(policy);
  const save = useSaveAdditionalInsured(policy.id);
  const [editing, setEditing] = useState<{ insured: AdditionalInsured | undefined } | null>(null);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const handleSave = (values: AdditionalInsuredInput) =>
    save.mutate(
      { id: editing?.insured?.id, values },
      {
        onSuccess: () => {
          close();
          enqueueSnackbar(CERTIFICATE_MESSAGES.additionalInsuredSaved, { variant: 'success' });
        },
      },
    );
  return {
    canEdit,
    open: (insured) => setEditing({ insured }),
    dialog: canEdit && editing && (
      <AdditionalInsuredDialog
        open
        region={certificateRegion(policy)}
        insured={editing.insured}
        pending={save.isPending}
        error={save.error ? refusalMessage(save.error, t('certificates.editor.failed')) : undefined}
        onSubmit={handleSave}
        onClose={close}
      />
    ),
  };
}
