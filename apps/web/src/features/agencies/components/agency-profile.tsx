import { formatAccountPhone, type Agency } from '@cyber/domain';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';

/** The agency's profile fields, read-only. */
export function AgencyProfile({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const show = (v: string | null | undefined) => v || t('agencies.none');
  return (
    <DetailList
      items={[
        { label: t('agencies.name'), value: agency.name, testId: 'agency-name' },
        { label: t('agencies.hostname'), value: show(agency.hostname), testId: 'agency-hostname' },
        { label: t('agencies.description'), value: show(agency.description) },
        { label: t('agencies.npn'), value: show(agency.npn), testId: 'agency-npn' },
        {
          label: t('agencies.kind'),
          value: agency.agencyKind ? t(`agencies.kind_${agency.agencyKind}`) : t('agencies.none'),
        },
        { label: t('agencies.parent'), value: show(agency.parentName) },
        { label: t('agencies.level'), value: show(agency.level?.name) },
        {
          label: t('agencies.contact'),
          value:
            `${agency.contactFirstName ?? ''} ${agency.contactLastName ?? ''}`.trim() ||
            t('agencies.none'),
        },
        { label: t('agencies.contactEmail'), value: show(agency.contactEmail) },
        {
          label: t('agencies.contactPhone'),
          value: show(formatAccountPhone(agency.contactPhone, agency.region)),
        },
        {
          label: t('agencies.accounts'),
          value: t('agencies.accountCount', {
            count: agency.accountCount,
            users: agency.userCount,
          }),
        },
      ]}
    />
  );
}
