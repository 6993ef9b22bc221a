import { usStateName } from '@cyber/domain';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The surplus-lines notice a policyholder signs, for one state, as a printable HTML document.
 * (No PDF library is installed; the browser's "Save as PDF" gives the PDF.) The wording is the
 * standard disclosure most states require in substance: the insurer is not licensed (admitted) in
 * the state, is not subject to its solvency regulation, and the state's insurance guaranty fund
 * will not pay claims if the insurer becomes insolvent.
 */
export function surplusNoticeHtml(stateCode: string, issuedOn: string) {
  const code = stateCode.toUpperCase();
  const name = escapeHtml(usStateName(code) ?? code);
  const title = `Surplus Lines Insurance Notice — ${name}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
  body { font-family: Georgia, 'Times New Roman', serif; max-width: 44rem; margin: 2rem auto; line-height: 1.5; color: #111; }
  h1 { font-size: 1.4rem; text-align: center; text-transform: uppercase; }
  .notice { border: 2px solid #111; padding: 1rem 1.25rem; font-weight: bold; }
  .sign { margin-top: 2.5rem; display: grid; grid-template-columns: 1fr 1fr; gap: 2rem 3rem; }
  .line { border-top: 1px solid #111; padding-top: .25rem; font-size: .85rem; }
  footer { margin-top: 2rem; font-size: .75rem; color: #555; }
</style>
</head>
<body>
<h1>Notice to Policyholder<br>Surplus Lines Insurance — State of ${name} (${code})</h1>
<p class="notice">This insurance contract is issued by an insurer which is not licensed by the State of ${name}
and is not admitted to do business in ${name} as an authorized insurer. It has been placed with a
surplus lines (eligible non-admitted) insurer by a surplus lines broker licensed in ${name}.</p>
<p>The insurer is not subject to the financial solvency regulation and enforcement that applies to
insurers licensed (admitted) in ${name}. The policy forms and rates of a surplus lines insurer are
not approved by the ${name} insurance regulator.</p>
<p class="notice">If the insurer becomes insolvent, claims under this policy will NOT be paid by the
${name} insurance guaranty fund or guaranty association, which does not apply to this policy.</p>
<p>Surplus lines taxes and any stamping or filing fees due to the State of ${name} are payable on
this policy and are shown separately on the invoice.</p>
<p>By signing below, the policyholder acknowledges having received and read this notice before the
policy was bound.</p>
<div class="sign">
  <div class="line">Named insured</div>
  <div class="line">Date</div>
  <div class="line">Signature of insured</div>
  <div class="line">Title</div>
  <div class="line">Surplus lines broker</div>
  <div class="line">Broker licence number (${code})</div>
</div>
<footer>Surplus lines notice template for ${name}, issued ${issuedOn}. Retain a signed copy with the policy file.</footer>
</body>
</html>
`;
  return { fileName: `surplus-notice-${code}.html`, html };
}
