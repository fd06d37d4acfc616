/**
 * Hands the app what the visitor typed into the fields under `root` before they hydrated. The
 * browser keeps typed text in a field whatever the script does, but React takes the field's
 * value as it hydrates as the one it already knows: a form whose state still holds the
 * prerendered "" would then send that, or say the field is empty, while the field shows what was
 * typed. So a field whose value is not the prerendered one is shown to React as just changed: its
 * own setter (which React watches) is given the prerendered value, the browser's setter the typed
 * one, and an `input` event follows, as if the visitor had typed it now. Checkboxes and radios,
 * which hold no typed text, are left as they are.
 */
export function replayTyping(root: ParentNode | null, skip: (field: Element) => boolean = () => false): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]), textarea',
  )) {
    const typed = field.value;
    if (typed === field.defaultValue || skip(field)) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
