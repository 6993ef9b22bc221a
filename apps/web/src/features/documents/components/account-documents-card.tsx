/** The account page's documents card (placeholder until the feature lands). */
export function AccountDocumentsCard({ accountId }: { accountId: string }) {
  void accountId;
  return null;
}
