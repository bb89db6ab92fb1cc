/** The asterisk of a required field, for labels Mantine does not mark itself (checkboxes). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
      {' *'}
    </span>
  );
}
