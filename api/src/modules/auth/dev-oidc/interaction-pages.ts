// The pages of the local sign-in provider: plain server-rendered HTML (no script), labelled
// controls, 44 px touch targets. English only: they stand in for Google's, Facebook's and LINE's
// own pages, which the casino does not translate either.

import { cspHashSource, renderedPagePolicy } from '../../../http/security-headers.js';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { line-height: 1.5; }
  .note { font-size: 0.85rem; color: #5f6368; background: #fff8e1; padding: 8px 12px; border-radius: 8px; }
  form { display: grid; gap: 12px; margin-top: 16px; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { font: inherit; min-height: 44px; padding: 0 12px; border: 1px solid #dadce0; border-radius: 8px; }
  .actions { display: flex; gap: 12px; }
  button { font: inherit; min-height: 44px; padding: 0 20px; border-radius: 22px; border: 0; cursor: pointer; }
  button[value="allow"], button.primary { background: #1a73e8; color: #fff; }
  button.secondary { background: transparent; color: #1a73e8; border: 1px solid #dadce0; }
  .problem { color: #b3261e; font-weight: 600; }
`;

/** The policy of every page here: their one inline style, by its hash; forms to this origin; no script. */
export const devOidcPagePolicy = renderedPagePolicy(cspHashSource(styles));

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function devNote(providerName: string): string {
  return `<p class="note">Development sign-in: this local provider stands in for ${escapeHtml(providerName)}. Any name and email work.</p>`;
}

export interface LoginPageOptions {
  providerName: string;
  action: string;
  problem?: string;
  values?: { name: string; email: string };
}

export function renderLoginPage({ providerName, action, problem, values }: LoginPageOptions): string {
  const problemLine = problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : '';
  return page(
    `Sign in with ${providerName}`,
    `<h1>Sign in with ${escapeHtml(providerName)}</h1>
${devNote(providerName)}
${problemLine}
<form method="post" action="${escapeHtml(action)}">
  <label>Name <input name="name" autocomplete="name" required maxlength="60" value="${escapeHtml(values?.name ?? '')}"></label>
  <label>Email <input name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values?.email ?? '')}"></label>
  <div class="actions">
    <button class="primary" type="submit">Continue</button>
    <button class="secondary" type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

export function renderConsentPage(options: { providerName: string; action: string; email: string }): string {
  return page(
    `Allow access - ${options.providerName}`,
    `<h1>Allow Royal Casino to sign you in?</h1>
${devNote(options.providerName)}
<p>Royal Casino will see your name and email address${options.email ? ` (${escapeHtml(options.email)})` : ''}.</p>
<form method="post" action="${escapeHtml(options.action)}">
  <div class="actions">
    <button type="submit" name="decision" value="allow">Allow</button>
    <button class="secondary" type="submit" name="decision" value="deny">Cancel</button>
  </div>
</form>`,
  );
}

export function renderProblemPage(providerName: string, message: string): string {
  return page(
    `Sign in with ${providerName}`,
    `<h1>Sign in with ${escapeHtml(providerName)}</h1><p class="problem" role="alert">${escapeHtml(message)}</p>`,
  );
}
