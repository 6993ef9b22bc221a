import { OrganisationsScreen } from '../../../features/organisations/components/organisations-screen.tsx';

/** {persona}/organisations: partner organisations (provider staff). */
export function Component() {
  return <OrganisationsScreen />;
}
