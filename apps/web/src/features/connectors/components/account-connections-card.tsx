/** The account page's connectors card (placeholder until the feature lands). */
export function AccountConnectionsCard({ accountId }: { accountId: string }) {
  void accountId;
  return null;
}
