import { useParams } from 'react-router';
import { ValidateWorkflowScreen } from '../../../features/workflow/components/validate-workflow-screen.tsx';

/** /validate/:workflowId — one-time 6-digit code entry. */
export function ValidateWorkflowRoute() {
  const { workflowId = '' } = useParams();
  return <ValidateWorkflowScreen key={workflowId} workflowId={workflowId} />;
}

export { ValidateWorkflowRoute as Component };
