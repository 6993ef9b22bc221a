import type { Me } from '@cyber/domain';
import { Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { ProfileForm } from './profile-form.tsx';

export type ProfileScreenProps = {
  me: Me;
  /** The MFA tab's content (from the mfa feature; the route composes the two). */
  mfaTab: ReactNode;
};

/** {persona}/manage/me: tabs Profile and MFA; `?tab=mfa` opens the MFA tab. */
export function ProfileScreen({ me, mfaTab }: ProfileScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mfa' ? 'mfa' : 'profile';

  const handleTab = (_: unknown, value: string) =>
    setParams(value === 'mfa' ? { tab: 'mfa' } : {}, { replace: true });

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t('profile.title')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={handleTab}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="profile"
            label={t('profile.tabProfile')}
            id="tab-profile"
            aria-controls="panel-profile"
          />
          <Tab value="mfa" label={t('mfa.tabTitle')} id="tab-mfa" aria-controls="panel-mfa" />
        </Tabs>
        <CardContent sx={{ p: 3 }}>
          {tab === 'profile' ? (
            <Stack spacing={4} role="tabpanel" id="panel-profile" aria-labelledby="tab-profile">
              <AvatarEditor user={me} />
              <ProfileForm key={`${me.id}-${me.firstName}-${me.lastName}-${me.phone}`} me={me} />
            </Stack>
          ) : (
            <div role="tabpanel" id="panel-mfa" aria-labelledby="tab-mfa">
              {mfaTab}
            </div>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
