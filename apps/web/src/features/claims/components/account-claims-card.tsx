/** The account page's claims card (placeholder until the feature lands). */
export function AccountClaimsCard({ accountId }: { accountId: string }) {
  void accountId;
  return null;
}
