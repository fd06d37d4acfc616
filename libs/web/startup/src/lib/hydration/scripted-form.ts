/**
 * Props for a form that only its script submits. `method="dialog"` outside a <dialog> makes the
 * browser's own submission do nothing (HTML: a dialog-method form with no dialog ancestor is
 * not submitted), while its checks (required, type=email) still run. A prerendered form is on
 * screen before its code arrives and before its section hydrates; a press in that moment would
 * otherwise reload the page with the fields in the URL. Once hydrated, the form's onSubmit
 * handles every submission and prevents the default.
 */
export const SCRIPTED_FORM = { method: 'dialog' } as const;
