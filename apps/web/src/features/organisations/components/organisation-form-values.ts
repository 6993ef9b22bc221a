/** The organisation form's values: shared by the dialog and its hostname field. */
export type OrganisationFormValues = {
  name: string;
  description: string;
  hostname: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
};
