import { regionOfCurrency, hasDeclarations, type Policy } from '@cyber/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWholeMoney } from '../../../lib/format.ts';
import { useAdditionalInsuredEditor, useAdditionalInsureds } from '../../certificates/index.ts';
import { actionFailure } from '../../underwriting/index.ts';
import { usePolicyCoverages } from '../api/midterm.ts';

/** The coverage an additional insured is named under (the catalogue's Additional Insured). */
const ADDITIONAL_INSURED = 'ADDITIONAL_INSURED';

/**
 * The policy's coverage chart (spec 3 §5): the coverages as bound, by group, with their
 * sub-limits; the Additional Insured row counts the policy's additional insureds and carries
 * ADD/EDIT, opening 'Add Additional Insured Coverage' — hidden when read-only (anyone but
 * provider staff and the agency, or a policy out of cover).
 */
export function PolicyCoverageChart({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const headingId = useId();
  const region = regionOfCurrency(policy.currency);
  const coverages = usePolicyCoverages(policy.id);
  const issued = hasDeclarations(policy.status);
  const insureds = useAdditionalInsureds(policy.id, issued);
  const editor = useAdditionalInsuredEditor(policy);

  const rows = coverages.data?.coverages ?? [];
  const groups = [...new Set(rows.map((c) => c.group))];
  const named = insureds.data?.length ?? 0;
  const additionalInsured = (name: string) => (
    <TableRow key={ADDITIONAL_INSURED}>
      <TableCell>{name}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
          {issued && <span>{t('policies.coverages.namedInsureds', { count: named })}</span>}
          {editor.canEdit && (
            <Button
              size="small"
              aria-label={t('policies.coverages.addEditLabel')}
              onClick={() => editor.open()}
            >
              {t('policies.coverages.addEdit')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
  const hasRow = rows.some((c) => c.key === ADDITIONAL_INSURED);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('policies.coverages.title')}
      </Typography>
      {coverages.isPending && (
        <CircularProgress size={24} aria-label={t('policies.coverages.loading')} />
      )}
      {coverages.isError && (
        <Alert severity="error" role="alert">
          {actionFailure(coverages.error, t('policies.coverages.loadFailed'))}
        </Alert>
      )}
      {coverages.isSuccess && (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('policies.coverages.coverage')}</TableCell>
              <TableCell align="right">{t('policies.coverages.limit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <Fragment key={group}>
                <TableRow>
                  <TableCell colSpan={2} component="th" scope="rowgroup" sx={{ fontWeight: 600 }}>
                    {group}
                  </TableCell>
                </TableRow>
                {rows
                  .filter((c) => c.group === group)
                  .map((c) =>
                    c.key === ADDITIONAL_INSURED ? (
                      additionalInsured(c.name)
                    ) : (
                      <TableRow key={c.key}>
                        <TableCell>{c.name}</TableCell>
                        <TableCell align="right">{formatWholeMoney(c.subLimit, region)}</TableCell>
                      </TableRow>
                    ),
                  )}
              </Fragment>
            ))}
            {!hasRow && issued && additionalInsured(t('policies.coverages.additionalInsured'))}
          </TableBody>
        </Table>
      )}
      {editor.dialog}
    </Stack>
  );
}
