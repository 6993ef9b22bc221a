import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { PasswordConstraint } from '@cyber/domain';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PasswordChecklistProps = {
  constraints: PasswordConstraint[];
  /** Error codes the server reported for the current password; null before any check. */
  broken: ReadonlySet<string> | null;
};

/** The live constraint checklist: each constraint turns met or unmet as the user types. */
export function PasswordChecklist({ constraints, broken }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="body2" color="text.secondary" id="password-rules-title">
        {t('passwordForm.rules')}
      </Typography>
      <List dense disablePadding aria-labelledby="password-rules-title">
        {constraints.map((c) => {
          const met = broken !== null && !broken.has(c.errorCode);
          return (
            <ListItem
              key={c.errorCode}
              disableGutters
              data-testid={`constraint-${c.errorCode}`}
              data-state={met ? 'met' : 'unmet'}
              aria-label={`${c.displayText}: ${met ? t('passwordForm.met') : t('passwordForm.unmet')}`}
              sx={{ py: 0.25 }}
            >
              <ListItemIcon sx={{ minWidth: 30 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={c.displayText}
                slotProps={{
                  primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
