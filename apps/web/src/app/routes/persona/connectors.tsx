import { ConnectorsScreen } from '../../../features/connectors/components/connectors-screen.tsx';

/** Connectors {base}/connectors: security tools of the customer's account (MSSP: a chosen one). */
export function Component() {
  return <ConnectorsScreen />;
}
